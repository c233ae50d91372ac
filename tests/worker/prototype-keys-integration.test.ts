import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'

// Keys that come from a request are looked up as own data only: a slug or path part named after something every
// JavaScript object inherits (constructor, __proto__, toString…) is just a page that does not exist.

const origin = 'https://perkins.test'
const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(origin + path, init))

const INHERITED_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'propertyIsEnumerable',
  'toLocaleString',
]

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('keys from requests never reach the prototype', () => {
  it.each(INHERITED_NAMES)('answers /%s with the ordinary 404 page', async (name) => {
    const response = await get(`/${name}`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('This page could not be found')
  })

  it.each(INHERITED_NAMES)('answers /_data/%s.json with the ordinary 404 JSON', async (name) => {
    const response = await get(`/_data/${name}.json`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'This page could not be found' })
  })

  it.each(['constructor', 'toString', '__proto__'])('answers a location path part named %s with the 404 page', async (name) => {
    for (const path of [`/locations/${name}`, `/locations/us/${name}`, `/locations/us/mn/${name}`, `/locations/us/mn/eagan/${name}`]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      await response.body?.cancel()
    }
  })

  it.each(['constructor', '__proto__', 'toString'])('answers the API path %s as an unknown call', async (name) => {
    const response = await get('/api', { headers: { path: name } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Unknown API call.' })
  })

  it('does not let a query parameter named __proto__ or constructor slip through unchecked', async () => {
    for (const name of ['__proto__', 'constructor']) {
      // Otherwise a valid search: the only thing wrong with it is the parameter no call takes.
      const response = await get(`/api?address=eagan&${name}=1`, { headers: { path: 'locations/search' } })
      expect(response.status, name).toBe(400)
      expect(((await response.json()) as { message: string }).message).toContain(name === '__proto__' ? 'query' : name)
    }
  })
})
