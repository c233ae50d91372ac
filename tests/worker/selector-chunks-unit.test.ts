import { describe, expect, it } from 'vitest'
import { selectorChunks } from '../../worker/pages/selector-chunks.ts'
import type { ClientAssetManifest } from '../../worker/pages/client-asset-manifest.ts'

// The location selector's chunks a page's start script fetches early (worker/pages/start-after-paint.ts): only on
// routes that need a restaurant, only those the page does not already ask for, and by file name alone, so the
// service worker never finds them named in a stored page.

const assets: ClientAssetManifest = {
  entry: '/assets/entry.client-1.js',
  devScripts: [],
  stylesheets: [],
  inlineCss: '',
  preloads: { 'client/components/locations/location-selector.tsx': ['/assets/selector.js', '/assets/api.js', '/assets/shared.js'] },
  styles: {},
  styleText: {},
}

describe('the location selector chunks a page names', () => {
  it.each(['/menu', '/order', '/order/product', '/order/checkout'])('%s names those it does not already ask for', (path) => {
    expect(selectorChunks(path, assets, ['/assets/shared.js'])).toEqual(['selector.js', 'api.js'])
  })

  it.each(['/', '/locations', '/account', '/about', '/franchising'])('%s names none', (path) => {
    expect(selectorChunks(path, assets, [])).toEqual([])
  })

  it('names none when the build has no selector chunk (development)', () => {
    expect(selectorChunks('/menu', { ...assets, preloads: {} }, [])).toEqual([])
  })
})
