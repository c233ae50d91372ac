import { env } from 'cloudflare:workers'

/**
 * How many generated cases a property test tries: `quick` on every `npm test`, twenty times as many with
 * `DEEP_PROPERTIES=1 npm run test:worker` (vitest.config.ts hands the variable in), for a nightly run.
 */
export function propertyRuns(quick: number): number {
  return (env as unknown as { DEEP_PROPERTIES?: string }).DEEP_PROPERTIES === '1' ? quick * 20 : quick
}
