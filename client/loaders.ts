import { data, type LoaderFunctionArgs } from 'react-router'
import type { Globals } from '#shared/schemas/content.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { contentSourceContext } from './content-source.ts'
import { CONTENT_UNAVAILABLE_MESSAGE } from '#shared/error-messages.ts'
import { featureFlagsContext } from './feature-flags-context.ts'
import type { FeatureFlagSet } from '#shared/feature-flags.ts'

export interface RootData {
  globals: Globals
  /** The site's origin as the visitor reached it: canonical URLs and social tags are absolute. */
  origin: string
  /** The anonymous feature flags of this page load (shared/feature-flags.ts). */
  featureFlags: FeatureFlagSet
}

function unavailable(): never {
  throw data({ message: CONTENT_UNAVAILABLE_MESSAGE }, { status: 503 })
}

export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  try {
    const source = context.get(contentSourceContext)
    // Nothing here depends on the visitor: the page is the same for everyone and the edge may cache it. The
    // restaurants near them arrive after hydration (client/nearby-locations.ts).
    const [globals, featureFlags] = await Promise.all([source.globals(), context.get(featureFlagsContext)])
    return {
      globals,
      origin: new URL(request.url).origin,
      featureFlags,
    }
  } catch (error) {
    if (error instanceof ContentUnavailable) unavailable()
    throw error
  }
}

export function notFoundLoader(): never {
  throw data(null, { status: 404 })
}

/** The /404 route's screen: never shown, since its loader always throws to the error boundary. */
export function NotFound(): null {
  return null
}
