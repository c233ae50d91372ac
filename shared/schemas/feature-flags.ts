import { z } from 'zod'
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_NAMES, type FeatureFlagSet } from '../feature-flags.ts'

/**
 * The stored flag set (KV `flags/<FEATURE_FLAGS_ID>`): a version string the operator changes with every edit (the
 * edge page cache keys pages by it) and the flags to change; a flag left out keeps its default. An unknown flag
 * name is refused, so a typo is never silently ignored.
 */
export const storedFeatureFlagsSchema = z.strictObject({
  version: z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'version is 1 to 64 of A-Z, a-z, 0-9 and . _ : -'),
  flags: z.strictObject(
    Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, z.boolean().optional()])) as Record<
      (typeof FEATURE_FLAG_NAMES)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  ),
})
export type StoredFeatureFlags = z.infer<typeof storedFeatureFlagsSchema>

/** The stored set over the defaults. */
export function resolveFeatureFlags(stored: StoredFeatureFlags): FeatureFlagSet {
  const flags = { ...DEFAULT_FEATURE_FLAGS.flags }
  for (const name of FEATURE_FLAG_NAMES) {
    const value = stored.flags[name]
    if (value !== undefined) flags[name] = value
  }
  return { version: stored.version, flags }
}
