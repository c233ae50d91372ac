import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_DEADLINE_MS, createApi, type ApiFetch } from '#client/api.ts'
import { loadApi } from '#client/state/load-api.ts'
import { createClientStore } from '#client/state/store.ts'
import type { ApiStore } from '#client/api/api-errors.ts'
import { SIGNED_OUT_MESSAGE } from '#shared/error-messages.ts'
import type { Order } from '#shared/schemas/order.ts'

const order: Order = { id: 'b-1', handoff: 'pickup', products: [], taxes: [], totals: { subtotal: 0, total: 0 } }

function storeFixture(): ApiStore {
  return {
    environment: 'test',
    clientType: 'web',
    activeErrors: [],
    userToken: { id: 'm-1', access: { token: 'access-token' }, ordering: { access: { token: 'ordering-token' } } },
    activeUser: { id: 'm-1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', favelocations: [] },
    activeOrder: order,
    endedSession: null,
  }
}

function harness(answer: (url: string, init: RequestInit) => Response | Promise<Response> = () => Response.json({ ok: true })) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch: ApiFetch = async (url, init) => {
    // Every call carries its deadline's signal (tested below); the requests are compared without it.
    const { signal: _deadline, ...request } = init
    calls.push({ url, init: request })
    return answer(url, init)
  }
  const store = storeFixture()
  const navigations: string[] = []
  const api = createApi({ fetch, store, navigate: (to) => navigations.push(to) })
  return { api, store, calls, navigations }
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>

describe('the typed API client: requests', () => {
  it('sends a body call to /api with the path header, JSON body and the ordering token', async () => {
    const { api, calls } = harness(() => Response.json(order))
    const result = await api.ordersCreate({ menu_id: 70405 })
    expect(result).toEqual({ ok: true, data: order })
    expect(calls).toEqual([
      {
        url: '/api',
        init: {
          method: 'POST',
          cache: 'no-store',
          headers: {
            accept: 'application/json',
            path: 'orders/create',
            env: 'test',
            client_type: 'web',
            token: 'ordering-token',
            'content-type': 'application/json',
          },
          body: '{"menu_id":70405}',
        },
      },
    ])
  })

  it('puts the fields of a GET in the query of /api itself, with no body and no token when the call takes none', async () => {
    const { api, calls } = harness(() => Response.json([]))
    await api.locationsSearch({ address: '55401', delivery: false })
    expect(calls[0]!.url).toBe('/api?address=55401&delivery=false')
    expect(calls[0]!.init.method).toBe('GET')
    expect(calls[0]!.init.body).toBeUndefined()
    expect(headersOf(calls[0]!.init)).toEqual({ accept: 'application/json', path: 'locations/search', env: 'test', client_type: 'web' })
  })

  it('fills path parameters, encoding each once', async () => {
    const { api, calls } = harness()
    await api.ordersProductUpdate({ id: 'b-1', productId: 5 }, { id: 5, quantity: 2, choices: '11,12' })
    await api.locationsGet({ id: 3610 }, { withMenu: true })
    await api.ordersGet({ id: 'a b' })
    expect(headersOf(calls[0]!.init).path).toBe('orders/b-1/products/5')
    expect(calls[0]!.init.body).toBe('{"id":5,"quantity":2,"choices":"11,12"}')
    expect(calls[1]!.url).toBe('/api?withMenu=true')
    expect(headersOf(calls[1]!.init).path).toBe('locations/3610')
    expect(headersOf(calls[2]!.init).path).toBe('orders/a%20b')
  })

  it('splits a call with both query and body as the table says, and sends the access token to loyalty calls', async () => {
    const { api, calls } = harness()
    await api.membersRedeem({ memberID: 'm-1', price: 100, code: 'FREEPIE' })
    expect(calls[0]!.url).toBe('/api?memberID=m-1')
    expect(calls[0]!.init.body).toBe('{"price":100,"code":"FREEPIE"}')
    expect(headersOf(calls[0]!.init).token).toBe('access-token')
  })

  it('sends the bot-check token and a caller-given reset token', async () => {
    const { api, calls } = harness()
    await api.membersSignin({ username: 'ada@example.com', password: 'pw' }, { verify: 'dev-bot-check-ok.abcdefgh' })
    await api.membersVerifyForgotPasswordLink({ token: 'reset-token-1' })
    expect(headersOf(calls[0]!.init).verify).toBe('dev-bot-check-ok.abcdefgh')
    expect(headersOf(calls[0]!.init).token).toBeUndefined()
    expect(headersOf(calls[1]!.init).token).toBe('reset-token-1')
  })

  it('answers a 204 with an empty object, never with undefined', async () => {
    const { api } = harness(() => new Response(null, { status: 204 }))
    expect(await api.ordersAbandon({ id: 'b-1' })).toEqual({ ok: true, data: {} })
  })

  it('is typed from the table and the schemas', () => {
    const { api } = harness()
    // Compile-time checks: each line must be a type error. The calls never run.
    const typeChecks = () => {
      // @ts-expect-error menu_id is a number
      void api.ordersCreate({ menu_id: '70405' })
      // @ts-expect-error the bot-check token is required on sign-in
      void api.membersSignin({ username: 'a', password: 'b' })
      // @ts-expect-error orders/{id} needs its id
      void api.ordersGet()
      // @ts-expect-error members/get takes no payload
      void api.membersGet({ extra: 1 }, {})
      // @ts-expect-error a failure is told by the result, not by a callback
      void api.membersGet({ onError: () => undefined })
      const readsDataUnchecked = async () => {
        const answer = await api.membersGet()
        // @ts-expect-error data exists only once ok is known to be true
        return answer.data
      }
      void readsDataUnchecked
    }
    expect(typeof typeChecks).toBe('function')
  })
})

describe('the typed API client: the error catalogue', () => {
  it('lists a message string and answers the failure with its status and messages', async () => {
    const { api, store } = harness(() => Response.json({ message: 'This coupon is not valid for this order.' }, { status: 400 }))
    expect(await api.ordersCouponApply({ id: 'b-1' }, { code: 'NOPE' })).toEqual({
      ok: false,
      status: 400,
      messages: ['This coupon is not valid for this order.'],
    })
    expect(store.activeErrors).toEqual(['This coupon is not valid for this order.'])
  })

  it("lists each item's message of an array error", async () => {
    for (const body of [
      [{ message: 'First' }, { message: 'Second' }],
      { message: [{ message: 'First' }, 'Second'] },
      { errors: [{ message: 'First' }, { message: 'Second' }] },
    ]) {
      const { api, store } = harness(() => Response.json(body, { status: 422 }))
      await api.ordersSubmit({ id: 'b-1' }, { usertype: 'user', payments: [{ type: 'instore' }] })
      expect(store.activeErrors).toEqual(['First', 'Second'])
    }
  })

  it('keeps suppressed failures out of the list but still tells the caller', async () => {
    const { api, store } = harness(() => Response.json({ message: 'Member not found' }, { status: 404 }))
    const refused = await api.membersSignin({ username: 'a@b.co', password: 'pw' }, { verify: 'v', suppressErrors: true })
    await api.upsellsGet({ id: 'b-1' })
    expect(store.activeErrors).toEqual([])
    expect(refused).toEqual({ ok: false, status: 404, messages: ['Member not found'] })
  })

  it('keeps out of the list only the refusals about a field the caller shows beside it', async () => {
    const timeGone = { message: 'The time you chose is no longer available. Please choose another time.', field: 'order-time' }
    const beside = harness(() => Response.json(timeGone, { status: 400 }))
    const refused = await beside.api.ordersValidate({ id: 'b-1' }, { besideFields: ['order-time'] })
    expect(refused).toEqual({ ok: false, status: 400, messages: [timeGone.message], field: 'order-time' })
    expect(beside.store.activeErrors).toEqual([])

    const other = harness(() => Response.json({ message: 'Coupon is not valid.', field: 'coupon' }, { status: 400 }))
    await other.api.ordersValidate({ id: 'b-1' }, { besideFields: ['order-time'] })
    expect(other.store.activeErrors).toEqual(['Coupon is not valid.'])
  })

  it("answers the field a refusal is about, the body's own or its first item's", async () => {
    const cases: [unknown, string | undefined][] = [
      [{ message: 'Your card was declined. Please use a different card.', field: 'card' }, 'card'],
      [{ message: [{ message: 'First' }, { message: 'Second', field: 'gift_card' }] }, 'gift_card'],
      [{ errors: [{ message: 'First', field: 'zip' }] }, 'zip'],
      [[{ message: 'First', field: 'order-time' }], 'order-time'],
      [{ message: 'No field here.' }, undefined],
      [{ message: 'A field that is no string.', field: 7 }, undefined],
    ]
    for (const [body, field] of cases) {
      const { api } = harness(() => Response.json(body, { status: 402 }))
      const answer = await api.ordersSubmit({ id: 'b-1' }, { usertype: 'user', payments: [{ type: 'instore' }] }, { suppressErrors: true })
      expect(answer.ok).toBe(false)
      expect(answer.ok ? null : answer.field).toBe(field)
    }
  })

  it.each(['Token Expired', 'Invalid Access Token', 'Invalid token'])(
    'signs the member out on %s and shows the signed-out message',
    async (message) => {
      const { api, store, navigations } = harness(() => Response.json({ message }, { status: 401 }))
      expect(await api.membersGet({ suppressErrors: true })).toEqual({ ok: false, status: 401, messages: [message] })
      expect(store.userToken).toBeNull()
      expect(store.activeUser).toBeNull()
      expect(store.activeOrder).toBeNull()
      // Kept aside for that member's next sign-in in this tab (client/state/session-ended.ts).
      expect(store.endedSession).toEqual({ memberId: 'm-1', order, page: '/' })
      expect(navigations).toEqual(['/signin'])
      expect(store.activeErrors).toEqual([SIGNED_OUT_MESSAGE])
      expect(SIGNED_OUT_MESSAGE).toBe(
        "For your security you've been signed out of your account. You may be prompted to sign in again before completing the next step.",
      )
    },
  )

  it('sends an already placed order to its confirmation and clears the active order', async () => {
    const { api, store, navigations } = harness(() => Response.json({ message: 'This order has already been placed' }, { status: 409 }))
    // The connection lost the first Place order's answer: that error is about this order, placed after all.
    store.activeErrors.push('Connection Issue. Please try again.')
    await api.ordersSubmit({ id: 'b-1' }, { usertype: 'user', payments: [{ type: 'instore' }] })
    expect(store.activeOrder).toBeNull()
    expect(navigations).toEqual(['/order/confirm?id=b-1'])
    expect(store.activeErrors).toEqual([])
  })

  it('leaves the active basket alone when abandoning the one it replaced answers an order error', async () => {
    for (const message of ['This order has already been placed', 'Could not load shopping basket']) {
      const { api, store, navigations } = harness(() => Response.json({ message }, { status: 409 }))
      // b-1 is the visitor's basket now; b-0 is the one a new store left behind.
      expect((await api.ordersAbandon({ id: 'b-0' })).ok).toBe(false)
      expect(store.activeOrder).toEqual(order)
      expect(navigations).toEqual([])
      expect(store.activeErrors).toEqual([])
    }
  })

  it('opens the confirmation of an order placed in another tab, which left this one without a basket', async () => {
    const { api, store, navigations } = harness(() => Response.json({ message: 'This order has already been placed' }, { status: 409 }))
    store.activeOrder = null
    await api.ordersSubmit({ id: 'b-1' }, { usertype: 'user', payments: [{ type: 'instore' }] })
    expect(navigations).toEqual(['/order/confirm?id=b-1'])
    expect(store.activeErrors).toEqual([])
  })

  it('leaves the active basket alone when a late answer about a basket the visitor left is an order error', async () => {
    for (const message of ['This order has already been placed', 'Could not load shopping basket']) {
      const { api, store, navigations } = harness(() => Response.json({ message }, { status: 409 }))
      // A quantity change sent for b-0 before the visitor signed out or chose another restaurant; b-1 is theirs now.
      expect((await api.ordersProductUpdate({ id: 'b-0', productId: 7 }, { id: 7, quantity: 2 })).ok).toBe(false)
      expect(store.activeOrder).toEqual(order)
      expect(navigations).toEqual([])
      expect(store.activeErrors).toEqual([])
    }
  })

  it('clears the active order when the basket is gone, and says so', async () => {
    const { api, store } = harness(() => Response.json({ message: 'Could not load shopping basket' }, { status: 404 }))
    await api.ordersGet({ id: 'b-1' })
    expect(store.activeOrder).toBeNull()
    expect(store.activeErrors).toEqual(['Could not load shopping basket'])
  })

  it('shows the connection message when the request fails, and the trouble message for an unreadable answer', async () => {
    const offline = harness(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await offline.api.menusGet({ id: 70405 })).toEqual({ ok: false, status: 0, messages: ['Connection Issue. Please try again.'] })
    expect(offline.store.activeErrors).toEqual(['Connection Issue. Please try again.'])

    const garbled = harness(() => new Response('<html>', { status: 500 }))
    expect(await garbled.api.menusGet({ id: 70405 })).toEqual({ ok: false, status: 500, messages: [] })
    const garbledOk = harness(() => new Response('<html>', { status: 200 }))
    expect(await garbledOk.api.menusGet({ id: 70405 })).toEqual({ ok: false, status: 200, messages: [] })
    for (const { store } of [garbled, garbledOk]) {
      expect(store.activeErrors).toEqual(['There was an error processing your request. This error has been logged'])
    }
  })
})

describe('the typed API client: answers that never come whole', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** A fetch that, like the browser's, waits until its signal aborts (a request stalled on a dropped connection). */
  const stalled = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    )

  it('fails with the connection message when a success is cut off before its end, never with empty data', async () => {
    const cutOff = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":"b-1",'))
            controller.error(new TypeError('network error'))
          },
        }),
        { status: 200 },
      )
    const { api, store } = harness(cutOff)
    expect(await api.ordersCreate({ menu_id: 70405 })).toEqual({ ok: false, status: 0, messages: ['Connection Issue. Please try again.'] })
    expect(store.activeErrors).toEqual(['Connection Issue. Please try again.'])
  })

  it('gives up on a stalled call at its deadline, so the next one can go', async () => {
    vi.useFakeTimers()
    const { api, store } = harness(stalled)
    let settled = false
    const answer = api.ordersProductUpdate({ id: 'b-1', productId: 12 }, { id: 12, quantity: 2 }).finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(API_DEADLINE_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await answer).toEqual({ ok: false, status: 0, messages: ['Connection Issue. Please try again.'] })
    expect(store.activeErrors).toEqual(['Connection Issue. Please try again.'])
  })

  it("keeps the deadline of a call whose caller may cancel it, and the caller's cancel", async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', stalled)
    const store = createClientStore({ environment: 'test' })

    const api = await loadApi(store, () => {}, { signal: new AbortController().signal })
    const timedOut = api.menusGet({ id: 70405 })
    await vi.advanceTimersByTimeAsync(API_DEADLINE_MS)
    expect(await timedOut).toMatchObject({ ok: false, status: 0 })

    const search = new AbortController()
    const cancellable = await loadApi(store, () => {}, { signal: search.signal })
    const cancelled = cancellable.menusGet({ id: 70405 })
    search.abort()
    expect(await cancelled).toMatchObject({ ok: false, status: 0 })
  })
})
