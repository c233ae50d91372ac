import { describe, expect, it } from 'vitest'
import { siteApiFrom } from './site-api.ts'

// Issue 29, F10, replayed as the attacker made it: through the site's own /api with the `path` header, to the real
// sandbox Worker behind the UPSTREAM binding. 30 KB events for a made-up id and 20 events in a burst are refused.

const { api } = siteApiFrom('203.0.113.91')

/** The largest echo the call table's schema accepts, about 25 KB: a hundred lines with 200-character names. */
const bigEcho = (id: string) => ({
  id,
  products: Array.from({ length: 100 }, (_, index) => ({ id: 100101, name: `${index} `.padEnd(200, 'x'), price: 9.99, quantity: 1 })),
})
const smallEcho = (id: string) => ({ id, products: [{ id: 100101, name: 'Pancakes', price: 9.99, quantity: 1 }] })

describe('/api orders/{id}/track', () => {
  it('refuses 30 KB events, events for ids that do not exist, and a burst of twenty', async () => {
    expect(JSON.stringify(bigEcho('x')).length).toBeGreaterThan(24_000)
    expect(await api('POST', 'orders/no-such-order-0001/track', { body: smallEcho('no-such-order-0001') })).toEqual({
      status: 404,
      body: { message: 'Not found.' },
    })
    const basket = await api('POST', 'orders/create', { body: { menu_id: 70405, location_id: 3510 } })
    expect(basket.status).toBe(200)
    const id = basket.body.id!
    expect(await api('POST', `orders/${id}/track`, { body: bigEcho(id) })).toEqual({
      status: 413,
      body: { message: 'This event is too large to record.' },
    })
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await api('POST', `orders/${id}/track`, { body: smallEcho(id) })).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.slice(10)).toEqual(Array<number>(10).fill(429))
  })
})
