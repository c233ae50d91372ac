import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { HIDDEN_LOCATION_ID } from '#shared/constants.ts'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'

// The sandbox as the site meets it: the auxiliary worker "perkins-sandbox" (bundled from worker/sandbox/index.ts
// with its own wrangler.toml, see vitest.config.ts) behind the site's UPSTREAM service binding, on its own D1 that
// nothing prepared: its first request migrates and seeds it, as under `npm start`.

const upstream = (path: string, init?: RequestInit) => {
  // Optional in the Env type because production binds no sandbox; tests always do (vitest.config.ts).
  if (!env.UPSTREAM) throw new Error('the tests bind the sandbox as UPSTREAM')
  return env.UPSTREAM.fetch(
    new Request(`https://upstream.internal/${path}`, {
      ...init,
      headers: { env: 'development', client_type: 'web', 'content-type': 'application/json', ...init?.headers },
    }),
  )
}

describe('sandbox behind UPSTREAM', () => {
  it('migrates and seeds itself on first request and answers every path of the call table', async () => {
    const health = await upstream('')
    expect(await health.json()).toEqual({ service: 'perkins-sandbox', ok: true })
    const memphis = await upstream(`locations/${HIDDEN_LOCATION_ID}`)
    expect(memphis.status).toBe(200)
    expect(await memphis.json()).toMatchObject({ id: HIDDEN_LOCATION_ID, city: 'Memphis' })
    const search = apiResponseSchemas.locationsSearch.parse(await (await upstream('locations/search?address=55401')).json())
    expect(search.locations[0]?.distance).toBeLessThan(10)
  })

  it("keeps a basket across calls, with JSON errors in the error catalogue's words", async () => {
    const created = await upstream('orders/create', { method: 'POST', body: JSON.stringify({ menu_id: 70405, location_id: 7208 }) })
    const basket = apiResponseSchemas.ordersCreate.parse(await created.json())
    const added = await upstream(`orders/${basket.id}/products`, {
      method: 'POST',
      body: JSON.stringify({ products: [{ product_id: 109001, quantity: 2 }] }),
    })
    expect(apiResponseSchemas.ordersProductsAdd.parse(await added.json()).totals.subtotal).toBe(6.58)
    const missing = await upstream('orders/not-a-basket')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toContain('application/json')
    expect(await missing.json()).toEqual({ message: 'Could not load shopping basket' })
    expect(await (await upstream('no/such/path')).json()).toEqual({ message: 'Not found.' })
  })
})
