import { describe, expect, it } from 'vitest'
import { createApi } from '#client/api.ts'
import { signOut, startMemberSession } from '#client/state/member-session.ts'
import { reportedPage } from '#client/state/page-view-analytics.ts'
import { restoreState, storageKey, type PersistedKey } from '#client/state/persistence.ts'
import { createClientStore } from '#client/state/store.ts'
import type { UserToken } from '#shared/schemas/member.ts'

// The browser's side of issue 29: R1 (what a page view reports), R5 (an expired session on restore) and R6 (Sign
// Out forgets the member even when its call fails), and a profile answer that arrives after its session ended. The
// journeys themselves are in tests/e2e.

const NOW = Date.parse('2026-11-17T16:30:00Z')
const HOUR = 60 * 60 * 1000

function memoryStorage(entries: Partial<Record<PersistedKey, { value: unknown; savedAt: number }>>) {
  const items = new Map(Object.entries(entries).map(([key, entry]) => [storageKey(key as PersistedKey), JSON.stringify(entry)]))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const token = (expires?: string): UserToken => ({
  id: 'vip-ann-lee',
  access: { token: 'at_secret', ...(expires ? { expires } : {}) },
  ordering: { access: { token: 'ot_secret' } },
})
const user = { id: 'vip-ann-lee', first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.com', favelocations: [] }
const order = { id: 'b-1', handoff: 'pickup', products: [], taxes: [], totals: { subtotal: 0, total: 0 } }

describe('R1: a page view reports no secret', () => {
  it.each([
    ['/account/forgot-password/3q2+7w_reset-token', '', '/account/forgot-password/:code', ''],
    ['/account/forgot-password', '', '/account/forgot-password', ''],
    ['/', '?code=login-code-9&utm_source=mail', '/', '?utm_source=mail'],
    ['/order/confirm', '?id=order-123&email=a%40b.c&token=x', '/order/confirm', ''],
    ['/menu', '?store=3510&cat=12&__proto__=1', '/menu', '?store=3510&cat=12'],
  ])('%s%s reports %s%s', (pathname, search, path, query) => {
    expect(reportedPage(pathname, search)).toEqual({ path, query })
  })
})

describe('R5: an expired session is dropped on restore', () => {
  it('drops token, profile and basket once access.expires has passed, before the store sees them', () => {
    const storage = memoryStorage({
      token: { value: token(new Date(NOW - HOUR).toISOString()), savedAt: NOW - 7 * HOUR },
      user: { value: user, savedAt: NOW - 7 * HOUR },
      order: { value: order, savedAt: NOW - 7 * HOUR + 1000 },
    })
    const store = createClientStore({ environment: 'test' })
    restoreState(store, storage, NOW)
    expect([store.userToken, store.activeUser, store.activeOrder]).toEqual([null, null, null])
    expect([...storage.items.keys()]).toEqual([])
  })

  it('keeps a session that has not expired, and one whose token does not say', () => {
    for (const value of [token(new Date(NOW + 10 * 60 * 1000).toISOString()), token()]) {
      const storage = memoryStorage({ token: { value, savedAt: NOW - 20 * 60 * 1000 }, user: { value: user, savedAt: NOW } })
      const store = createClientStore({ environment: 'test' })
      restoreState(store, storage, NOW)
      expect(store.activeUser?.email).toBe('ann.lee@example.com')
    }
  })
})

describe('R6: Sign Out', () => {
  it('calls members/signout with the access token and forgets the member even when the call fails', async () => {
    const store = createClientStore({ environment: 'test' })
    store.userToken = token(new Date(NOW + HOUR).toISOString())
    store.activeUser = user
    const calls: { path: string | undefined; token: string | undefined }[] = []
    const api = createApi({
      fetch: async (_url, init) => {
        const headers = init.headers as Record<string, string>
        calls.push({ path: headers.path, token: headers.token })
        throw new TypeError('Failed to fetch')
      },
      store,
      navigate: () => {},
    })
    await signOut(api, store)
    expect(calls).toEqual([{ path: 'members/signout', token: 'at_secret' }])
    expect([store.userToken, store.activeUser, store.activeOrder]).toEqual([null, null, null])
    // Its failure is not the visitor's business.
    expect(store.activeErrors).toEqual([])
  })
})

describe('a profile answer belongs to the session that asked for it', () => {
  it("drops member A's late profile once A has signed out and B signed in on the tab", async () => {
    const store = createClientStore({ environment: 'test' })
    let answerA = (_response: Response) => {}
    let askedForA = () => {}
    const aAsked = new Promise<void>((resolve) => (askedForA = resolve))
    const api = createApi({
      fetch: (_url, init) => {
        const headers = init.headers as Record<string, string>
        if (headers.path === 'members/signout') return Promise.resolve(Response.json({}))
        if (headers.token?.endsWith('at_a')) {
          askedForA()
          return new Promise<Response>((resolve) => (answerA = resolve))
        }
        return Promise.resolve(Response.json({ ...user, id: 'vip-bo', first_name: 'Bo', email: 'bo@example.com' }))
      },
      store,
      navigate: () => {},
    })
    const memberToken = (id: string, access: string): UserToken => ({
      id,
      access: { token: access },
      ordering: { access: { token: `o_${access}` } },
    })

    const signingInA = startMemberSession(api, store, memberToken('vip-ann-lee', 'at_a'))
    await aAsked
    // A leaves before the profile arrives; B signs in and gets theirs.
    await signOut(api, store)
    expect(await startMemberSession(api, store, memberToken('vip-bo', 'at_b'))).toBe(true)
    answerA(Response.json(user))

    expect(await signingInA).toBe(false)
    expect(store.activeUser?.first_name).toBe('Bo')
    expect(store.userToken?.id).toBe('vip-bo')
  })
})
