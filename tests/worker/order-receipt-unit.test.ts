import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endMemberSession } from '../../client/state/member-session.ts'
import { keepReceipt, keptReceipt } from '../../client/state/order-receipt.ts'
import type { ClientStore } from '../../client/state/store.ts'
import { leaveTab, memoryStorage, tabAt } from './memory-storage.ts'

// Where the receipt of the order placed in this tab went, kept for the confirmation's reloads (client/state/order-receipt.ts).

const NOW = Date.UTC(2026, 10, 28, 12)

let storage: ReturnType<typeof memoryStorage>
beforeEach(() => {
  storage = tabAt(NOW)
})
afterEach(leaveTab)

describe('the receipt kept for the confirmation', () => {
  it('is the address of that order only, for two hours', () => {
    keepReceipt('order-a', 'dana@example.com', null)
    expect(keptReceipt('order-a', null)).toBe('dana@example.com')
    expect(keptReceipt('order-b', null)).toBeNull()
    vi.setSystemTime(NOW + 2 * 60 * 60 * 1000 + 1)
    expect(keptReceipt('order-a', null)).toBeNull()
  })

  it('is shown only to whoever placed it: the guest, or that member', () => {
    keepReceipt('order-a', 'dana@example.com', '41')
    expect(keptReceipt('order-a', '41')).toBe('dana@example.com')
    expect(keptReceipt('order-a', null)).toBeNull()
    expect(keptReceipt('order-a', '42')).toBeNull()
    keepReceipt('order-b', 'guest@example.com', null)
    expect(keptReceipt('order-b', '41')).toBeNull()
  })

  it('is replaced by the next order, also by one whose answer named no address', () => {
    keepReceipt('order-a', 'dana@example.com', null)
    keepReceipt('order-b', null, null)
    expect(keptReceipt('order-a', null)).toBeNull()
    expect(keptReceipt('order-b', null)).toBeNull()
  })

  it('is forgotten when a member signs out in this tab', () => {
    keepReceipt('order-a', 'dana@example.com', '41')
    endMemberSession({ userToken: null, activeUser: null, activeOrder: null } as unknown as ClientStore)
    expect(keptReceipt('order-a', '41')).toBeNull()
  })

  it('trusts nothing but a string saved for that order', () => {
    storage.setItem('perkins:order-receipt', JSON.stringify({ orderId: 'order-a', to: { toString: 1 }, placedBy: null, savedAt: NOW }))
    expect(keptReceipt('order-a', null)).toBeNull()
    storage.setItem('perkins:order-receipt', '"order-a"')
    expect(keptReceipt('order-a', null)).toBeNull()
    storage.setItem(
      'perkins:order-receipt',
      JSON.stringify({ orderId: 'order-a', to: 'x@example.com', placedBy: null, savedAt: NOW + 86_400_000 }),
    )
    expect(keptReceipt('order-a', null)).toBeNull()
  })
})
