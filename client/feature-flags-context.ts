import { createContext, useRouteLoaderData } from 'react-router'
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, type FeatureFlagSet } from '#shared/feature-flags.ts'
import type { RootData } from './loaders.ts'

/**
 * The flags a page renders with, as the Worker's flag provider answers them (worker/feature-flags/flag-provider.ts).
 * A promise, so the KV read runs beside the content pointer's instead of before it; the root loader awaits both.
 * Without a provider (tests rendering a page directly) every flag has its default.
 */
export const featureFlagsContext = createContext<Promise<FeatureFlagSet>>(Promise.resolve(DEFAULT_FEATURE_FLAGS))

/** The page's flags: they arrive with the root loader's data, so the browser never asks for them again. */
export function useFeatureFlags(): FeatureFlags {
  const root = useRouteLoaderData('root') as RootData | undefined
  return root?.featureFlags.flags ?? DEFAULT_FEATURE_FLAGS.flags
}
