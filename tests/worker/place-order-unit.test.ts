import { describe, expect, it } from 'vitest'
import type { Api, ApiResult } from '#client/api.ts'
import type { ApiCallId } from '#shared/api-calls.ts'
import type { ApiResponse } from '#shared/schemas/api/responses.ts'
import type { Order } from '#shared/schemas/order.ts'
import { BotCheckError } from '#client/state/account-bot-check.ts'
import { placeOrder, type CardBoundary, type PlaceOrderDeps, type PlaceOrderInput } from '#client/state/place-order.ts'
import { createClientStore } from '#client/state/store.ts'

// Place order without a browser: the workflow against a fake of our own API client (answers built from the result
// type), a fake card form and a fake bot-check. The real sandbox and edge are exercised by the browser tests; here
// each refusal is checked to land where the visitor looks for it. Messages are written out, so a changed word fails.

const basket = (over: Partial<Order> = {}): Order => ({
  id: 'b-1',
  handoff: 'pickup',
  products: [{ id: 1, product_id: 10, name: 'Two-Egg Breakfast', quantity: 1, cost: { total: 20 }, choices: [] }],
  taxes: [],
  totals: { subtotal: 20, total: 22.2 },
  ...over,
})

const PREORDER = {
  window_id: 'thanksgiving-2026',
  title: 'Thanksgiving pies',
  pickup: { key: '2026-11-25T08:00', date: '2026-11-25', start: '08:00', end: '10:00', label: '8–10 AM' },
}

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data })
const refused = (status: number, message: string, field?: string): ApiResult<never> => ({
  ok: false,
  status,
  messages: [message],
  ...(field === undefined ? {} : { field }),
})

type Answer<Id extends ApiCallId> = (...args: unknown[]) => ApiResult<ApiResponse<Id>>
type Answers = { [Id in ApiCallId]?: Answer<Id> }

/** Our client's interface, answering only the calls a test expects; any other call fails the test. */
function fakeApi(answers: Answers) {
  const calls: { id: string; args: unknown[] }[] = []
  const api = new Proxy(
    {},
    {
      get:
        (_target, id: string) =>
        async (...args: unknown[]) => {
          calls.push({ id, args })
          const answer = answers[id as ApiCallId]
          if (!answer) throw new Error(`unexpected call ${id}`)
          return answer(...args)
        },
    },
  ) as Api // The proxy answers every id with a function taking the id's arguments, as Api declares.
  return { api, calls }
}

function fakeCard({ valid = true, token = 'card-token-1' }: { valid?: boolean; token?: string | null } = {}) {
  const seen = { checked: 0, tokenized: [] as unknown[], errors: [] as string[], cleared: 0 }
  const card: CardBoundary = {
    check: async () => (seen.checked++, valid),
    tokenize: async (cardholder) => (seen.tokenized.push(cardholder), token),
    showError: (message) => void seen.errors.push(message),
    clear: () => void seen.cleared++,
  }
  return { card, seen }
}

const GUEST = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '612-555-0100' }

const input = (over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  user: null,
  guest: GUEST,
  vehicle: {},
  pickupToChoose: false,
  when: null,
  giftCard: null,
  payInStore: false,
  savedCardId: null,
  saveCard: false,
  saveAddress: false,
  ...over,
})

function harness(answers: Answers, order: Order = basket(), cardOptions?: Parameters<typeof fakeCard>[0]) {
  const { api, calls } = fakeApi({ ordersValidate: () => ok(order), ...answers })
  const store = createClientStore({ environment: 'test' })
  store.activeOrder = order
  const { card, seen } = fakeCard(cardOptions)
  const navigations: string[] = []
  const claims: unknown[][] = []
  const placed: Order[] = []
  const botChecks: (string | null)[] = []
  const deps: PlaceOrderDeps = {
    api,
    store,
    card,
    botCheck: async (siteKey) => (botChecks.push(siteKey), 'dev-bot-check-ok.test'),
    navigate: (to) => void navigations.push(to),
    rememberClaim: (...args) => void claims.push(args),
    rememberPlaced: (order) => void placed.push(order),
  }
  return { deps, store, calls, seen, navigations, claims, placed, botChecks }
}

const submitted = (calls: { id: string; args: unknown[] }[]) => calls.find((call) => call.id === 'ordersSubmit')?.args

describe('place order: what the visitor typed', () => {
  it("stops a guest's problems before any call, each beside its field, the card checked alongside", async () => {
    const { deps, calls, seen } = harness({})
    const outcome = await placeOrder(deps, input({ guest: { firstName: '', lastName: 'Lee', email: 'not-an-email', phone: '12' } }))
    expect(outcome).toEqual({
      kind: 'stopped',
      errors: {
        'guest-first-name': 'Please enter your first name.',
        'guest-email': 'Please enter a valid email.',
        'guest-phone': 'Please enter a valid 10 digit phone number',
      },
      focus: 'guest-first-name',
    })
    expect(calls).toEqual([])
    expect(seen.checked).toBe(1)
  })

  it('stops when the card form finds a problem, though everything else is typed', async () => {
    const { deps, calls } = harness({}, basket(), { valid: false })
    expect(await placeOrder(deps, input())).toEqual({ kind: 'stopped', errors: {}, focus: null })
    expect(calls).toEqual([])
  })

  it('asks for the holiday pickup when none was chosen, and the curbside vehicle', async () => {
    const { deps, calls } = harness({}, basket({ handoff: 'curbside' }))
    const outcome = await placeOrder(deps, input({ pickupToChoose: true, vehicle: { make: 'Subaru' } }))
    expect(outcome).toEqual({
      kind: 'stopped',
      errors: {
        'order-time': 'Please choose a pickup day and time for your pies.',
        'vehicle-model': 'Please enter your vehicle model.',
        'vehicle-color': 'Please enter your vehicle color.',
      },
      focus: 'order-time',
    })
    expect(calls).toEqual([])
  })
})

describe('place order: a time chosen for later', () => {
  it('asks for the time when "Schedule for later" is chosen and the basket has none, instead of placing it as soon as possible', async () => {
    const { deps, calls } = harness({})
    expect(await placeOrder(deps, input({ when: 'later' }))).toEqual({
      kind: 'stopped',
      errors: { 'order-time': 'Please choose a time, or choose As soon as possible.' },
      focus: 'order-time',
    })
    expect(calls).toEqual([])
  })

  it('places the order once the basket holds the time chosen', async () => {
    const scheduled = basket({ time: { mode: 'advance', wanted: '2026-11-17T23:00:00.000Z' } })
    const { deps, calls } = harness({ ordersSubmit: () => ok({ ...scheduled, state: 'placed' }) }, scheduled)
    const outcome = await placeOrder(deps, input({ when: 'later' }))
    expect(outcome.kind).not.toBe('stopped')
    expect(calls.map((call) => call.id)).toContain('ordersSubmit')
  })
})

describe('place order: as soon as possible', () => {
  it('takes the time off a basket that still holds one before placing it, when "As soon as possible" is chosen', async () => {
    const scheduled = basket({ time: { mode: 'advance', wanted: '2026-11-17T23:00:00.000Z' } })
    const asap = basket({ time: { mode: 'asap', wanted: null } })
    const { deps, calls } = harness({ ordersTimeClear: () => ok(asap), ordersSubmit: () => ok({ ...asap, state: 'placed' }) }, scheduled)
    const outcome = await placeOrder(deps, input({ when: 'asap' }))
    expect(outcome.kind).not.toBe('stopped')
    const ids = calls.map((call) => call.id)
    expect(ids.indexOf('ordersTimeClear')).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf('ordersTimeClear')).toBeLessThan(ids.indexOf('ordersValidate'))
  })

  it('stops beside the time when the time cannot be taken off, and places nothing', async () => {
    const scheduled = basket({ time: { mode: 'advance', wanted: '2026-11-17T23:00:00.000Z' } })
    const { deps, calls } = harness({ ordersTimeClear: () => refused(0, 'Connection Issue. Please try again.') }, scheduled)
    expect(await placeOrder(deps, input({ when: 'asap' }))).toEqual({
      kind: 'stopped',
      errors: { 'order-time': 'Connection Issue. Please try again.' },
      focus: 'order-time',
    })
    expect(calls.map((call) => call.id)).not.toContain('ordersSubmit')
  })
})

describe('place order: refusals before the submit', () => {
  it('marks the vehicle fields when the basket refuses the curbside vehicle, and goes no further', async () => {
    const curbside = harness({ ordersCustomFields: () => refused(400, 'Please provide Correct inputs') }, basket({ handoff: 'curbside' }))
    expect(await placeOrder(curbside.deps, input({ vehicle: { make: 'Subaru', model: 'Outback', color: 'Green' } }))).toEqual({
      kind: 'stopped',
      errors: { 'vehicle-make': 'Please provide Correct inputs', 'vehicle-model': '', 'vehicle-color': '' },
      focus: null,
    })
    expect(curbside.calls.map((call) => call.id)).toEqual(['ordersCustomFields'])
    expect(curbside.calls[0]!.args[1]).toEqual({
      fields: [
        { id: 'make', value: 'Subaru' },
        { id: 'model', value: 'Outback' },
        { id: 'color', value: 'Green' },
      ],
    })
  })

  it("puts a pre-order's refused validate beside the pickup picker", async () => {
    const full = 'The 8–10 AM pickup on Wed, Nov 25 is full. Please choose another: 10 AM–12 PM.'
    const { deps, calls, seen } = harness({ ordersValidate: () => refused(409, full, 'order-time') }, basket({ preorder: PREORDER }))
    expect(await placeOrder(deps, input())).toEqual({ kind: 'stopped', errors: { 'order-time': full }, focus: 'order-time' })
    // Kept out of the error list: the picker says it.
    expect(calls[0]!.args[1]).toEqual({ suppressErrors: true })
    expect(seen.tokenized).toEqual([])
  })
})

describe('place order: payments', () => {
  it('pays by gift card alone when it covers the total: no card asked, the bot-check token sent', async () => {
    const order = basket()
    const { deps, calls, seen, botChecks } = harness({ ordersSubmit: () => ok({ ...order, status: 'placed' }) }, order, { valid: false })
    const outcome = await placeOrder(deps, input({ giftCard: { number: '6006491000000001', pin: '1234', balance: 50 } }))
    expect(outcome).toEqual({ kind: 'placed', orderId: 'b-1' })
    expect(seen.checked).toBe(0)
    expect(seen.tokenized).toEqual([])
    expect(botChecks).toEqual([null])
    expect(submitted(calls)).toEqual([
      { id: 'b-1' },
      {
        usertype: 'guest',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '612-555-0100',
        payments: [{ type: 'giftcard', number: '6006491000000001', pin: '1234' }],
      },
      { verify: 'dev-bot-check-ok.test', suppressErrors: true },
    ])
  })

  it('splits the total: the gift card up to its balance, the card for the rest', async () => {
    const order = basket()
    const { deps, calls, seen } = harness({ ordersSubmit: () => ok(order) }, order)
    const member = { first_name: 'Ada', last_name: 'Lovelace' }
    await placeOrder(deps, input({ user: member, giftCard: { number: '6006491000000001', pin: '1234', balance: 10 }, saveCard: true }))
    expect(seen.tokenized).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', order: 'b-1' }])
    expect(submitted(calls)?.[1]).toEqual({
      usertype: 'user',
      payments: [
        { type: 'giftcard', number: '6006491000000001', pin: '1234', amount: 10 },
        { type: 'creditcard', token: 'card-token-1', save: true },
      ],
    })
  })

  it('stops quietly when the card form could not make a token (it shows why)', async () => {
    const { deps, calls } = harness({}, basket(), { token: null })
    expect(await placeOrder(deps, input())).toEqual({ kind: 'stopped', errors: {}, focus: null })
    expect(calls.map((call) => call.id)).toEqual(['ordersValidate'])
  })

  it('says a bot-check failure beside the gift card, and submits nothing', async () => {
    const { deps, calls } = harness({})
    deps.botCheck = async () => {
      throw new BotCheckError('ReCaptcha error: Failed to execute...')
    }
    expect(await placeOrder(deps, input({ giftCard: { number: '6006491000000001', pin: '1234', balance: 50 } }))).toEqual({
      kind: 'stopped',
      errors: { 'gift-card': 'ReCaptcha error: Failed to execute...' },
      focus: null,
    })
    expect(submitted(calls)).toBeUndefined()
  })
})

describe('place order: a refused submit lands where its field says', () => {
  it('shows a refused card under the card number, and nothing in the error list', async () => {
    const declined = 'Your card was declined. Please use a different card.'
    const { deps, store, seen } = harness({ ordersSubmit: () => refused(402, declined, 'card') })
    expect(await placeOrder(deps, input())).toEqual({ kind: 'stopped', errors: {}, focus: null })
    expect(seen.errors).toEqual([declined])
    expect(store.activeErrors).toEqual([])
  })

  it('shows a refused gift card beside the gift card, whatever its words', async () => {
    for (const message of [
      'This gift card has $10.00, less than the $22.20 asked of it.',
      'The gift card number or PIN is incorrect.',
      // Words that mention no gift card at all still land beside it: the field decides, not the text.
      'Please try again in 30 minutes.',
    ]) {
      const { deps, store, seen } = harness({ ordersSubmit: () => refused(402, message, 'gift_card') })
      const outcome = await placeOrder(deps, input({ giftCard: { number: '6006491000000001', pin: '1234', balance: 50 } }))
      expect(outcome).toEqual({ kind: 'stopped', errors: { 'gift-card': message }, focus: null })
      expect(seen.errors).toEqual([])
      expect(store.activeErrors).toEqual([])
    }
  })

  it('puts a card-worded refusal about no field in the error list, not under the card', async () => {
    const message = 'Pay in store cannot be combined with another payment. Please pay by card.'
    const { deps, store, seen } = harness({ ordersSubmit: () => refused(402, message) })
    expect(await placeOrder(deps, input())).toEqual({ kind: 'stopped', errors: {}, focus: null })
    expect(seen.errors).toEqual([])
    expect(store.activeErrors).toEqual([message])
  })

  it('puts a pickup that filled while paying beside the picker', async () => {
    const full = 'The 8–10 AM pickup on Wed, Nov 25 is full.'
    const { deps } = harness({ ordersSubmit: () => refused(409, full, 'order-time') }, basket({ preorder: PREORDER }))
    expect(await placeOrder(deps, input())).toEqual({ kind: 'stopped', errors: { 'order-time': full }, focus: 'order-time' })
  })

  it('marks the guest fields for "Please provide Correct inputs", and lists it', async () => {
    const { deps, store } = harness({ ordersSubmit: () => refused(400, 'Please provide Correct inputs') })
    expect(await placeOrder(deps, input())).toEqual({
      kind: 'stopped',
      errors: { 'guest-first-name': 'Please provide Correct inputs', 'guest-last-name': '', 'guest-email': '', 'guest-phone': '' },
      focus: null,
    })
    expect(store.activeErrors).toEqual(['Please provide Correct inputs'])
  })

  it('leaves an order placed already to the error catalogue (which opened its confirmation)', async () => {
    const { deps, store, calls, navigations } = harness({ ordersSubmit: () => refused(409, 'This order has already been placed') })
    expect(await placeOrder(deps, input())).toEqual({ kind: 'already-placed' })
    expect(store.activeErrors).toEqual([])
    expect(navigations).toEqual([])
    // No revalidate of a basket that is an order now.
    expect(calls.map((call) => call.id)).toEqual(['ordersValidate', 'ordersSubmit'])
  })
})

describe('place order: success', () => {
  it("remembers the guest's claim and the order, clears the card, empties the cart and goes to the confirmation", async () => {
    const order = basket({ id: 'b/7' })
    const { deps, store, seen, navigations, claims, placed } = harness(
      { ordersSubmit: () => ok({ ...order, status: 'placed', order_claim: 'claim-1', order_claim_expires: '2026-11-18T10:00:00Z' }) },
      order,
    )
    expect(await placeOrder(deps, input())).toEqual({ kind: 'placed', orderId: 'b/7' })
    expect(claims).toEqual([['b/7', 'claim-1', '2026-11-18T10:00:00Z']])
    // The claim never travels with the order the confirmation shows.
    expect(placed).toEqual([{ ...order, status: 'placed' }])
    expect(seen.cleared).toBe(1)
    expect(navigations).toEqual(['/order/confirm?id=b%2F7'])
    expect(store.activeOrder).toBeNull()
  })
})
