import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '#worker/app.ts'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { coarseVisitorGeo, nearbyCacheKey } from '#worker/nearby/coarse-visitor-geo.ts'
import type { NearbyLocations } from '#shared/nearby-locations.ts'

// GET /_nearby: the restaurants near the visitor's edge position, asked by the browser after hydration, computed
// from the visitor's coarse cell alone and kept at the edge under it.

// This file's own host: the nearby answers are kept in the shared edge cache under the request's origin.
const origin = 'https://nearby.perkins.test'
const EAGAN = { latitude: '44.8341', longitude: '-93.1669', city: 'Eagan', postalCode: '55199' }
const AUSTIN = { latitude: '30.27130', longitude: '-97.74260', city: 'Austin' }

async function nearby(cf?: Record<string, unknown>, path = '/_nearby'): Promise<{ response: Response; text: string }> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(origin + path, cf ? ({ cf } as RequestInit) : {}), env, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { response, text }
}

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('GET /_nearby', () => {
  it('lists up to five restaurants within 100 miles of the visitor, nearest first, for the browser alone', async () => {
    const { response, text } = await nearby(EAGAN)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    // The address is everyone's and the answer is not: no shared cache on the way may keep it.
    expect(response.headers.get('cache-control')).toBe('private, max-age=300')
    const answer = JSON.parse(text) as NearbyLocations
    expect(answer.located).toBe(true)
    expect(answer.city).toBe('Eagan')
    expect(answer.locations[0]!.id).toBe(3510)
    expect(answer.locations[0]!.distance).toBeLessThan(1)
    expect(answer.locations.length).toBeGreaterThan(1)
    expect(answer.locations.length).toBeLessThanOrEqual(5)
    const distances = answer.locations.map((location) => location.distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(Math.max(...distances)).toBeLessThanOrEqual(100)
    // Nothing finer than the cell leaves: no postal code, no exact position.
    expect(text).not.toContain('55199')
    expect(text).not.toContain('44.8341')
  })

  it('answers a visitor far from every restaurant with an empty list, and one the edge cannot place as not located', async () => {
    expect(JSON.parse((await nearby(AUSTIN)).text)).toEqual({ located: true, city: 'Austin', locations: [] })
    expect(JSON.parse((await nearby()).text)).toEqual({ located: false, city: null, locations: [] })
    for (const cf of [{ latitude: 'north', longitude: '-93.1' }, { latitude: '44.8' }, { latitude: 'Infinity', longitude: '1' }])
      expect(JSON.parse((await nearby(cf)).text), JSON.stringify(cf)).toEqual({ located: false, city: null, locations: [] })
  })

  it('gives everyone in the same cell and city the same answer, kept at the edge under the cell', async () => {
    const first = await nearby({ ...EAGAN, latitude: '44.8339', longitude: '-93.1671' })
    const second = await nearby({ ...EAGAN, latitude: '44.8302', longitude: '-93.1651', postalCode: '55122' })
    expect(second.text).toBe(first.text)
    const key = nearbyCacheKey(origin, coarseVisitorGeo({ latitude: 44.8339, longitude: -93.1671, city: 'Eagan' }))
    expect(new URL(key.url).search).toBe('?at=44.83%2C-93.17&city=Eagan')
    const kept = await caches.default.match(key)
    expect(await kept?.text()).toBe(first.text)
  })

  it('serves the kept answer without reading the content again', async () => {
    const cell = coarseVisitorGeo({ latitude: 45.5, longitude: -94.1, city: 'Planted' })
    const planted = JSON.stringify({ located: true, city: 'Planted', locations: [] })
    await caches.default.put(
      nearbyCacheKey(origin, cell),
      new Response(planted, { headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' } }),
    )
    const { response, text } = await nearby({ latitude: '45.501', longitude: '-94.099', city: 'Planted' })
    expect(text).toBe(planted)
    expect(response.headers.get('cache-control')).toBe('private, max-age=300')
  })

  it('keeps a visitor of another city in the same cell apart, and drops a city too long to be one', async () => {
    const other = JSON.parse((await nearby({ ...EAGAN, city: 'Mendota Heights' })).text) as NearbyLocations
    expect(other.city).toBe('Mendota Heights')
    const odd = JSON.parse((await nearby({ ...EAGAN, city: 'x'.repeat(65) })).text) as NearbyLocations
    expect(odd.city).toBeNull()
    expect(odd.locations[0]!.id).toBe(3510)
  })

  it('names the visitor country the edge gives, as a cell of its own, and ignores one that is not two letters', async () => {
    // Far from every restaurant in northern Ontario: the page then says how far it looked, in kilometres.
    const north = { latitude: '50.0', longitude: '-86.0', city: 'Nakina' }
    expect(JSON.parse((await nearby({ ...north, country: 'CA' })).text)).toEqual({
      located: true,
      city: 'Nakina',
      country: 'ca',
      locations: [],
    })
    expect(JSON.parse((await nearby({ ...north, country: 'Canada' })).text)).toEqual({ located: true, city: 'Nakina', locations: [] })
    const key = nearbyCacheKey(origin, coarseVisitorGeo({ latitude: 50, longitude: -86, city: 'Nakina', country: 'ca' }))
    expect(new URL(key.url).search).toBe('?at=50.00%2C-86.00&city=Nakina&country=ca')
  })

  it('answers only GET and HEAD', async () => {
    const ctx = createExecutionContext()
    const response = await app.fetch(new Request(`${origin}/_nearby`, { method: 'POST', body: '{}' }), env, ctx)
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(404)
  })
})
