import { describe, expect, it } from 'vitest'
import { SIGNED_OUT_MESSAGE } from '#shared/error-messages.ts'
import type { Order } from '#shared/schemas/order.ts'
import { endSessionUnasked } from '#client/state/session-ended.ts'
import { endMemberSession, startMemberSession } from '#client/state/member-session.ts'
import { createClientStore } from '#client/state/store.ts'
import type { Api } from '#client/api.ts'
import { persistState } from '#client/state/persistence.ts'
import { memoryStorage } from './memory-storage.ts'

// A member's session that ends without their asking (client/state/session-ended.ts): signed out and told why, brought
// back to the page, and their basket given back when they, and only they, sign in again in this tab.

const basket: Order = { id: 'b-7', handoff: 'pickup', products: [], taxes: [], totals: { subtotal: 9.49, total: 10.24 } }
const token = (id: string) => ({ id, access: { token: `access-${id}` }, ordering: { access: { token: `ordering-${id}` } } })
const profile = (id: string) => ({ id, first_name: 'Ben', last_name: 'Ortiz', email: 'ben@example.com', favelocations: [] })
const api = (id: string) => ({ membersGet: async () => ({ ok: true, data: profile(id) }) }) as unknown as Api

function signedInWithBasket() {
  const store = createClientStore({ environment: 'test' })
  store.userToken = token('41')
  store.activeOrder = basket
  return store
}

describe('a session that ends without the member asking', () => {
  it('signs out and says why once; the redirect that closing the message follows is left alone', () => {
    const store = signedInWithBasket()
    endSessionUnasked(store, '/order/checkout')
    endSessionUnasked(store, '/order/checkout')
    expect(store.userToken).toBeNull()
    expect(store.activeOrder).toBeNull()
    expect(store.activeErrors).toEqual([SIGNED_OUT_MESSAGE])
    expect(store.redirect).toBeNull()
  })

  it('never keeps a sign-in page, nor another host, as the page to come back to', () => {
    for (const here of ['/signin', '/account/signin?x=1', '/order/signin', '//elsewhere.example/x']) {
      const store = signedInWithBasket()
      endSessionUnasked(store, here)
      expect(store.endedSession?.page, here).toBeNull()
    }
  })

  it('keeps the page without a one-time sign-in code or a restaurant to choose, which would act again', () => {
    const store = signedInWithBasket()
    endSessionUnasked(store, '/menu?store=3510&code=abc&cat=1001')
    expect(store.endedSession?.page).toBe('/menu?cat=1001')
  })

  it('gives the page back only once the session is theirs: a failed sign-in leaves nothing for the next visitor', async () => {
    const store = signedInWithBasket()
    endSessionUnasked(store, '/order/confirm?id=b-7')
    const failing = {
      membersGet: async () => ({ ok: false, status: 0, messages: ['Connection Issue. Please try again.'] }),
    } as unknown as Api
    expect(await startMemberSession(failing, store, token('41'))).toBe(false)
    expect(store.redirect).toBeNull()
    endMemberSession(store)
    await startMemberSession(api('42'), store, token('42'))
    expect(store.redirect).toBeNull()
  })

  it('gives the basket and the page back to the same member signing in again', async () => {
    const store = signedInWithBasket()
    endSessionUnasked(store, '/order/checkout')
    expect(await startMemberSession(api('41'), store, token('41'))).toBe(true)
    expect(store.activeOrder).toEqual(basket)
    expect(store.redirect).toBe('/order/checkout')
    expect(store.endedSession).toBeNull()
  })

  it('never gives it to another member, nor over a basket started meanwhile', async () => {
    const store = signedInWithBasket()
    endSessionUnasked(store, '/menu')
    await startMemberSession(api('42'), store, token('42'))
    expect(store.activeOrder).toBeNull()
    expect(store.redirect).toBeNull()
    expect(store.endedSession).toBeNull()

    const again = signedInWithBasket()
    endSessionUnasked(again, '/menu')
    const guestBasket = { ...basket, id: 'b-8' }
    again.activeOrder = guestBasket
    await startMemberSession(api('41'), again, token('41'))
    expect(again.activeOrder).toEqual(guestBasket)
  })
})

describe('an ended session and the other tabs', () => {
  it('is forgotten here when another tab signs someone in or out', () => {
    const store = signedInWithBasket()
    endSessionUnasked(store, '/order/checkout')
    // The tab's window as persistState hears it: a storage event is all this test sends.
    type StorageNews = { key: string; newValue: string | null }
    const listeners = new Map<string, (event: StorageNews) => void>()
    const target = {
      addEventListener: (type: string, listener: (event: StorageNews) => void) => void listeners.set(type, listener),
      removeEventListener: () => undefined,
    } as unknown as Parameters<typeof persistState>[2]
    const storage = memoryStorage()
    const stop = persistState(store, storage, target)
    storage.setItem('perkins:token', JSON.stringify({ value: null, savedAt: Date.now() }))
    listeners.get('storage')?.({ key: 'perkins:token', newValue: null })
    expect(store.endedSession).toBeNull()
    stop()
  })
})
