import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'

// The service worker keeps an offline copy only of pages not marked no-store, so public pages say no-cache
// (stored, revalidated on every visit) and screens with a visitor's own data or an order in progress say no-store.

const origin = 'https://perkins.test'
const get = (path: string) => exports.default.fetch(new Request(origin + path))

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('page cache-control for the offline copy', () => {
  it.each(['/', '/legal', '/locations', '/locations/us/mn/eagan/eagan', '/menu'])('lets the service worker keep %s', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it.each([
    '/account',
    '/account/history',
    '/order/checkout',
    '/order/confirm',
    '/signin',
    '/order/signin',
    // The router opens these screens whatever the address's case, and with its letters escaped.
    '/Account',
    '/ORDER/checkout',
    '/%61ccount/history',
  ])('never lets anything store %s', async (path) => {
    const response = await get(path)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('never lets anything store a missing page', async () => {
    const response = await get('/this-page-does-not-exist')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
