import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/schemas/order.ts'
import type { ApiResult } from '../../client/api.ts'
import { askedAt, changeBasket, sendBasketChange, stillAt } from '../../client/state/basket-changes.ts'

const basket = (id: string, tip: number): Order => ({
  id,
  handoff: 'pickup',
  products: [],
  taxes: [],
  totals: { subtotal: 10, total: 10 + tip, tip },
})

/** An upstream answer the test hands over when it chooses, as a slow line would. */
function held<T>() {
  let answer!: (value: T) => void
  const promise = new Promise<T>((resolve) => (answer = resolve))
  return { promise, answer }
}

describe('basket changes', () => {
  it('sends a change only once the one before has been answered, so the last answer holds both', async () => {
    const store = { activeOrder: basket('b-1', 0) as Order | null }
    const sent: string[] = []
    const coupon = held<ApiResult<Order>>()
    const first = sendBasketChange(store, 'b-1', () => (sent.push('coupon'), coupon.promise))
    const second = sendBasketChange(store, 'b-1', async () => (sent.push('tip'), { ok: true, data: basket('b-1', 2) }))
    await Promise.resolve()
    expect(sent).toEqual(['coupon'])
    coupon.answer({ ok: true, data: basket('b-1', 0) })
    await Promise.all([first, second])
    expect(sent).toEqual(['coupon', 'tip'])
    expect(store.activeOrder?.totals.tip).toBe(2)
  })

  it('drops an answer about a basket the visitor left while it was on its way', async () => {
    const store = { activeOrder: basket('b-1', 0) as Order | null }
    const tip = held<ApiResult<Order>>()
    const change = sendBasketChange(store, 'b-1', () => tip.promise)
    await Promise.resolve()
    // Signed out: the basket is gone from the store.
    store.activeOrder = null
    tip.answer({ ok: true, data: basket('b-1', 2) })
    expect(await change).toBeNull()
    expect(store.activeOrder).toBeNull()
  })

  it('does not send a change whose basket was left before its turn came', async () => {
    const store = { activeOrder: basket('b-1', 0) as Order | null }
    const first = held<ApiResult<Order>>()
    const sent: string[] = []
    const a = sendBasketChange(store, 'b-1', () => first.promise)
    const b = sendBasketChange(store, 'b-1', async () => (sent.push('late'), { ok: true, data: basket('b-1', 5) }))
    await Promise.resolve()
    store.activeOrder = basket('b-2', 0)
    first.answer({ ok: true, data: basket('b-1', 1) })
    expect(await a).toBeNull()
    expect(await b).toBeNull()
    expect(sent).toEqual([])
    expect(store.activeOrder?.id).toBe('b-2')
  })

  it('returns a refusal about the visitor basket for its field, and keeps the basket', async () => {
    const store = { activeOrder: basket('b-1', 0) as Order | null }
    const refused = await sendBasketChange(store, 'b-1', async () => ({ ok: false as const, status: 400, messages: ['Invalid tip.'] }))
    expect(refused).toEqual({ ok: false, status: 400, messages: ['Invalid tip.'] })
    expect(store.activeOrder?.totals.tip).toBe(0)
  })

  it('a failed change does not stop the next', async () => {
    const order: string[] = []
    const failing = changeBasket(async () => {
      order.push('failing')
      throw new Error('offline')
    })
    const next = changeBasket(async () => void order.push('next'))
    await expect(failing).rejects.toThrow('offline')
    await next
    expect(order).toEqual(['failing', 'next'])
  })

  it('knows whether the visitor is still where they asked for a change', () => {
    const eagan = { id: 3510 } as NonNullable<Parameters<typeof askedAt>[0]['location']>
    const burnsville = { id: 4146 } as NonNullable<Parameters<typeof askedAt>[0]['location']>
    const member = { id: 'm-1' } as NonNullable<Parameters<typeof askedAt>[0]['activeUser']>
    const store: Parameters<typeof askedAt>[0] = { location: eagan, activeUser: member, activeOrder: basket('b-1', 0) }
    const asked = askedAt(store)
    expect(stillAt(store, asked)).toBe(true)
    expect(stillAt({ ...store, activeUser: null }, asked)).toBe(false)
    expect(stillAt({ ...store, location: burnsville }, asked)).toBe(false)
    expect(stillAt({ ...store, activeOrder: basket('b-2', 0) }, asked)).toBe(false)
    // Asked before there was a basket: the one made since at that restaurant is where it goes.
    const beforeBasket = askedAt({ ...store, activeOrder: null })
    expect(stillAt(store, beforeBasket)).toBe(true)
    expect(stillAt({ ...store, location: burnsville }, beforeBasket)).toBe(false)
  })
})
