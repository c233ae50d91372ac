import { describe, expect, it } from 'vitest'
import { persistState, restoreState, storageKey } from '#client/state/persistence.ts'
import { createClientStore, type ClientStore } from '#client/state/store.ts'
import { memoryStorage, noEvents } from './memory-storage.ts'

// A basket is made at one restaurant and can only be ordered from there. The stored restaurant and basket each last
// a day, so a basket still being changed keeps its restaurant's day running, and a basket whose restaurant has
// expired goes with it: the cart never lists dishes while the site asks which restaurant they are from.

const HOUR = 3_600_000
const location = { id: 1234, name: 'Eagan' } as unknown as NonNullable<ClientStore['location']>
const order = (quantity: number) =>
  ({ id: 'order-1', products: [{ id: 1, quantity }] }) as unknown as NonNullable<ClientStore['activeOrder']>
const stored = (value: unknown, savedAt: number) => JSON.stringify({ value, savedAt })
const savedAt = (storage: ReturnType<typeof memoryStorage>, key: 'location' | 'order') =>
  (JSON.parse(storage.getItem(storageKey(key)) ?? 'null') as { savedAt: number } | null)?.savedAt

describe('the stored basket and its restaurant', () => {
  it('a change to the basket renews its restaurant’s day, so both are there the next morning', async () => {
    const chosen = Date.now() - 23 * HOUR
    const storage = memoryStorage()
    storage.setItem(storageKey('location'), stored(location, chosen))
    storage.setItem(storageKey('order'), stored(order(1), chosen))
    const store = createClientStore({ environment: 'test' })
    restoreState(store, storage)
    const stop = persistState(store, storage, noEvents)
    store.activeOrder = order(2)
    await Promise.resolve()
    stop()
    expect(savedAt(storage, 'location')).toBeGreaterThan(chosen + 22 * HOUR)

    const nextMorning = createClientStore({ environment: 'test' })
    restoreState(nextMorning, storage, Date.now() + 2 * HOUR)
    expect(nextMorning.location).toEqual(location)
    expect(nextMorning.activeOrder?.products[0]?.quantity).toBe(2)
  })

  it('a basket whose restaurant has expired is dropped with it', () => {
    const now = Date.now()
    const storage = memoryStorage()
    storage.setItem(storageKey('location'), stored(location, now - 25 * HOUR))
    storage.setItem(storageKey('order'), stored(order(2), now - HOUR))
    storage.setItem(storageKey('guest'), stored(true, now - HOUR))
    const store = createClientStore({ environment: 'test' })
    restoreState(store, storage, now)
    expect(store.location).toBeNull()
    expect(store.activeOrder).toBeNull()
    expect(store.checkoutAsGuest).toBe(false)
    expect(storage.getItem(storageKey('order'))).toBeNull()
    expect(storage.getItem(storageKey('guest'))).toBeNull()
  })

  it('a basket without a restaurant change keeps the restaurant’s object in another tab', () => {
    const storage = memoryStorage()
    // The tests run in the Workers runtime, which has no StorageEvent: the fields the listener reads.
    type StorageChange = { key: string; newValue: string | null }
    const listeners: Array<(event: StorageChange) => void> = []
    const target = {
      addEventListener: (_type: string, listener: (event: StorageChange) => void) => void listeners.push(listener),
      removeEventListener: () => undefined,
    } as unknown as Parameters<typeof persistState>[2]
    const store = createClientStore({ environment: 'test' })
    store.location = { ...location }
    const before = store.location
    const stop = persistState(store, storage, target)
    // The other tab renewed the same restaurant's day.
    const renewed = stored(location, Date.now())
    storage.setItem(storageKey('location'), renewed)
    for (const listener of listeners) listener({ key: storageKey('location'), newValue: renewed })
    expect(store.location).toBe(before)
    // Another restaurant chosen there is taken.
    const other = stored({ ...location, id: 5678 }, Date.now())
    storage.setItem(storageKey('location'), other)
    for (const listener of listeners) listener({ key: storageKey('location'), newValue: other })
    expect(store.location?.id).toBe(5678)
    stop()
  })
})
