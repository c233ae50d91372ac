import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endMemberSession } from '../../client/state/member-session.ts'
import { keepReceipt, keptReceipt } from '../../client/state/order-receipt.ts'
import type { ClientStore } from '../../client/state/store.ts'
import { memoryStorage } from './memory-storage.ts'

// Where the receipt of the order placed in this tab went, kept for the confirmation's reloads (client/state/order-receipt.ts).

const NOW = Date.UTC(2026, 10, 28, 12)

let storage: ReturnType<typeof memoryStorage>
beforeEach(() => {
  storage = memoryStorage()
  vi.stubGlobal('sessionStorage', storage)
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the receipt kept for the confirmation', () => {
  it('is the address of that order only, for a day', () => {
    keepReceipt('order-a', 'dana@example.com')
    expect(keptReceipt('order-a')).toBe('dana@example.com')
    expect(keptReceipt('order-b')).toBeNull()
    vi.setSystemTime(NOW + 24 * 60 * 60 * 1000 + 1)
    expect(keptReceipt('order-a')).toBeNull()
  })

  it('is replaced by the next order, also by one whose answer named no address', () => {
    keepReceipt('order-a', 'dana@example.com')
    keepReceipt('order-b', null)
    expect(keptReceipt('order-a')).toBeNull()
    expect(keptReceipt('order-b')).toBeNull()
  })

  it('is forgotten when a member signs out in this tab', () => {
    keepReceipt('order-a', 'dana@example.com')
    endMemberSession({ userToken: null, activeUser: null, activeOrder: null } as unknown as ClientStore)
    expect(keptReceipt('order-a')).toBeNull()
  })

  it('trusts nothing but a string saved for that order', () => {
    storage.setItem('perkins:order-receipt', JSON.stringify({ orderId: 'order-a', to: { toString: 1 }, savedAt: NOW }))
    expect(keptReceipt('order-a')).toBeNull()
    storage.setItem('perkins:order-receipt', '"order-a"')
    expect(keptReceipt('order-a')).toBeNull()
    storage.setItem('perkins:order-receipt', JSON.stringify({ orderId: 'order-a', to: 'x@example.com', savedAt: NOW + 86_400_000 }))
    expect(keptReceipt('order-a')).toBeNull()
  })
})
