import { needsLocation } from '#shared/needs-location.ts'
import type { ClientAssetManifest } from './client-asset-manifest.ts'

const SELECTOR_MODULE = 'client/components/locations/location-selector.tsx'
const ASSET_PATH = '/assets/'

/**
 * On a route that needs a restaurant, the location selector's chunks the page does not already ask for, by file name
 * (worker/pages/start-after-paint.ts fetches them early when the browser holds no chosen restaurant).
 */
export function selectorChunks(pathname: string, assets: ClientAssetManifest, pagePreloads: string[]): string[] {
  if (!needsLocation(pathname)) return []
  const asked = new Set([...pagePreloads, assets.entry])
  return (assets.preloads[SELECTOR_MODULE] ?? [])
    .filter((url) => !asked.has(url) && url.startsWith(ASSET_PATH))
    .map((url) => url.slice(ASSET_PATH.length))
}
