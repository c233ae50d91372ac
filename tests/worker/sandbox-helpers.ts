import { applyD1Migrations, type D1Migration } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { Menu } from '#shared/schemas/menu.ts'
import type { OutboxMessage } from '#worker/sandbox/members/outbox.ts'
import { createSandboxApp } from '#worker/sandbox/sandbox-app.ts'
import type { SandboxEnv } from '#worker/sandbox/sandbox-env.ts'
import payProvider from '#worker/pay-sandbox/index.ts'
import type { PayEnv } from '#worker/pay-sandbox/pay-env.ts'
import { TEST_WORLD_NOW } from './test-world-clock.ts'
import { uniquePhone } from './unique-phone.ts'

// The sandbox app in-process on the test's own D1 (SANDBOX_DB, see vitest.config.ts), with a clock the test moves
// and an outbox the test reads.

const bindings = env as unknown as { SANDBOX_DB: D1Database; PAY_DB: D1Database; SANDBOX_MIGRATIONS: D1Migration[] }

/** The card provider beside the in-process sandbox: the real provider app on a D1 of its own. */
export const PAY_ENV: PayEnv = {
  DB: bindings.PAY_DB,
  ENVIRONMENT_KEY: 'perkins-test-environment',
  SITE_ORIGINS: 'https://perkins.test',
  PAY_PROVIDER_SECRET: 'test-pay-provider-secret',
  ENVIRONMENT: 'test',
  SANDBOX_NOW: TEST_WORLD_NOW,
}
export const inProcessPayProvider: Pick<Fetcher, 'fetch'> = {
  fetch: (input, init) => Promise.resolve(payProvider.fetch(new Request(input, init), PAY_ENV)),
}

/**
 * The provider's test cards by a short name. A test pays with `{ type: 'creditcard', token: 'tok_visa' }` and the
 * helper tokenises that card at the provider for the basket being submitted, as the hosted fields would; any other
 * token goes as written (so a test can send one the provider never made).
 */
export const TEST_CARDS: Readonly<Record<string, { number: string; cvv: string }>> = {
  tok_visa: { number: '4242424242424242', cvv: '123' },
  tok_mastercard: { number: '5555555555554444', cvv: '123' },
  tok_amex: { number: '378282246310005', cvv: '1234' },
  tok_discover: { number: '6011111111111117', cvv: '123' },
  tok_declined: { number: '4000000000000002', cvv: '123' },
  tok_insufficient_funds: { number: '4000000000009995', cvv: '123' },
  tok_expired: { number: '4000000000000069', cvv: '123' },
}

/** A provider token for `card` made for `order`, as the hosted fields ask for one (their own origin's call). */
export async function tokenizeTestCard(
  order: string,
  card = TEST_CARDS.tok_visa!,
  provider: Pick<Fetcher, 'fetch'> = inProcessPayProvider,
) {
  const response = await provider.fetch('https://pay.test/v1/payment_methods', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({
      environment_key: provider === inProcessPayProvider ? PAY_ENV.ENVIRONMENT_KEY : 'perkins-sandbox-environment',
      number: card.number,
      verification_value: card.cvv,
      first_name: 'Test',
      last_name: 'Diner',
      month: 12,
      year: 2035,
      zip: '55121',
      metadata: { order },
    }),
  })
  const answer = (await response.json()) as { token?: string }
  if (!answer.token) throw new Error(`tokenising answered ${response.status}: ${JSON.stringify(answer)}`)
  return answer.token
}

/** A saved (retained) card's CVV re-entered for `order`, as the hosted CVV field sends it after setRecache. */
export async function recacheCard(token: string, order: string, cvv = '123') {
  const response = await inProcessPayProvider.fetch('https://pay.test/v1/payment_methods/recache', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ environment_key: PAY_ENV.ENVIRONMENT_KEY, token, verification_value: cvv, metadata: { order } }),
  })
  if (response.status !== 200) throw new Error(`recache answered ${response.status}: ${await response.text()}`)
}

/** A submit body with each named test card tokenised for this basket. */
async function withCardTokens(path: string, body: unknown): Promise<unknown> {
  const basket = /^orders\/([^/]+)\/submit$/.exec(path)?.[1]
  const payments = (body as { payments?: unknown } | null)?.payments
  if (!basket || !Array.isArray(payments)) return body
  const tokenised = await Promise.all(
    payments.map(async (payment: { type?: string; token?: string }) => {
      const named = payment.type === 'creditcard' && payment.token !== undefined && Object.hasOwn(TEST_CARDS, payment.token)
      const card = named ? TEST_CARDS[payment.token!] : undefined
      return card ? { ...payment, token: await tokenizeTestCard(decodeURIComponent(basket), card) } : payment
    }),
  )
  return { ...(body as object), payments: tokenised }
}

export const sandboxDb = (): D1Database => bindings.SANDBOX_DB

/** Wednesday 18 November 2026, 18:00 UTC: noon in Central time, 13:00 in Eastern; every store is open. */
export const WEDNESDAY_NOON_CENTRAL = Date.parse('2026-11-18T18:00:00Z')

export interface Call {
  status: number
  body: any // response JSON: the assertions read it field by field
}

export interface CallOptions {
  body?: unknown
  token?: string
  headers?: Record<string, string>
}

export async function startSandbox(options: { now?: number; env?: Partial<Omit<SandboxEnv, 'DB'>> } = {}) {
  // The migration files as `wrangler d1 migrations apply` would run them; the sandbox's own migrator then finds
  // them recorded and only seeds.
  await applyD1Migrations(bindings.SANDBOX_DB, bindings.SANDBOX_MIGRATIONS)
  const clock = { ms: options.now ?? WEDNESDAY_NOON_CENTRAL }
  const outbox: OutboxMessage[] = []
  const app = createSandboxApp({ now: () => clock.ms, notify: (message) => outbox.push(message) })
  const sandboxEnv: SandboxEnv = {
    DB: bindings.SANDBOX_DB,
    ENVIRONMENT: 'test',
    SEARCH_RADIUS_MILES: '100',
    MEMBER_TOKEN_TTL_MINUTES: '30',
    SITE_ORIGIN: 'https://perkins.test',
    PAY_PROVIDER: inProcessPayProvider,
    PAY_PROVIDER_SECRET: PAY_ENV.PAY_PROVIDER_SECRET,
    ...options.env,
  }

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Call> {
    const headers: Record<string, string> = { env: 'development', client_type: 'web', ...options.headers }
    if (options.token !== undefined) headers.token = options.token
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const init: RequestInit = { method, headers }
    if (options.body !== undefined) init.body = JSON.stringify(await withCardTokens(path, options.body))
    const response = await app.fetch(new Request(`https://sandbox.test/${path}`, init), sandboxEnv)
    return { status: response.status, body: await response.json() }
  }

  /** A call that must succeed; its JSON. */
  async function ok(method: string, path: string, options: CallOptions = {}): Promise<Call['body']> {
    const result = await call(method, path, options)
    if (result.status !== 200) throw new Error(`${method} ${path} answered ${result.status}: ${JSON.stringify(result.body)}`)
    return result.body
  }

  return {
    db: bindings.SANDBOX_DB,
    clock,
    /** What the sandbox would have emailed, oldest first. */
    outbox,
    call,
    ok,
    /** Moves the sandbox's clock. */
    advance(minutes: number) {
      clock.ms += minutes * 60_000
    },
  }
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>

export const MEMBER_PASSWORD = 'Pancakes123'

export { uniquePhone }

/** A members/create body that passes every signup rule, with an email and a phone of its own; `fields` change it. */
export const signupBody = (fields: Record<string, unknown> = {}) => ({
  loyalty: true,
  first_name: 'Ann',
  last_name: 'Lee',
  email: `member-${crypto.randomUUID()}@example.com`,
  // A number of its own: a phone number belongs to one member.
  phone: uniquePhone(),
  password: MEMBER_PASSWORD,
  dob: '1990-06-15',
  zip: '55121',
  favelocation: 3510,
  optin: false,
  ...fields,
})

/** A member who just joined VIP Perks (members/create), signed in: their id, email and tokens. */
export async function joinPerks(sandbox: Sandbox, fields: Record<string, unknown> = {}) {
  const body = signupBody(fields)
  const tokens = await sandbox.ok('POST', 'members/create', { body })
  return {
    id: tokens.id as string,
    email: body.email as string,
    password: body.password as string,
    access: tokens.access.token as string,
    ordering: tokens.ordering.access.token as string,
  }
}

export type Member = Awaited<ReturnType<typeof joinPerks>>

/** A fresh gift card for one test, so tests never share a balance. */
export async function giftCard(db: D1Database, balanceCents: number, pin = '1234'): Promise<{ number: string; pin: string }> {
  const number = `60064${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`
  await db.prepare('INSERT INTO gift_cards (number, pin, balance_cents) VALUES (?1, ?2, ?3)').bind(number, pin, balanceCents).run()
  return { number, pin }
}

export async function giftCardBalance(db: D1Database, number: string): Promise<number | null> {
  const row = await db.prepare('SELECT balance_cents FROM gift_cards WHERE number = ?1').bind(number).first<{ balance_cents: number }>()
  return row?.balance_cents ?? null
}

type Group = { min_selects: number; max_selects: number; options: readonly { id: number; cost: number; modifiers: readonly Group[] }[] }

/** The fewest choices that satisfy every group: the first options of each mandatory group, nested ones included. */
export function requiredChoices(groups: readonly Group[]): number[] {
  return groups.flatMap((g) => g.options.slice(0, g.min_selects).flatMap((o) => [o.id, ...requiredChoices(o.modifiers)]))
}

/** A deterministic pseudo-random generator (mulberry32), so a failing random case can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Valid random choices: in each group between min and max options, and for each chosen option its nested groups. */
export function randomChoices(groups: readonly Group[], random: () => number): number[] {
  return groups.flatMap((g) => {
    const count = g.min_selects + Math.floor(random() * (g.max_selects - g.min_selects + 1))
    const pool = [...g.options]
    const chosen: Group['options'][number][] = []
    while (chosen.length < count) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!)
    return chosen.flatMap((o) => [o.id, ...randomChoices(o.modifiers, random)])
  })
}

/**
 * `count` different lines of a menu (no two the same dish with the same choices), so they stay separate lines in a
 * basket: each product with its required choices, then with one optional choice more, product after product,
 * skipping the products named in `except`.
 */
export function distinctLines(
  menu: Pick<Menu, 'categories' | 'singles'>,
  count: number,
  except: readonly number[] = [],
): { product_id: number; quantity: number; choices: number[] }[] {
  const products = [...menu.categories.flatMap((category) => category.products), ...menu.singles].filter((p) => !except.includes(p.id))
  const lines = products.flatMap((product) => {
    const base = requiredChoices(product.option_groups)
    const extras = product.option_groups
      .filter((g) => g.min_selects === 0 && g.max_selects > 0)
      .flatMap((g) => g.options.filter((o) => o.modifiers.length === 0).map((o) => [...base, o.id]))
    return [base, ...extras].map((choices) => ({ product_id: product.id, quantity: 1, choices }))
  })
  if (lines.length < count) throw new Error(`The menu has only ${lines.length} different lines`)
  return lines.slice(0, count)
}

/** A basket at a store with the given products (each with its required choices), answered as the sandbox has it. */
export async function basketWith(
  sandbox: Sandbox,
  locationId: number,
  menuId: number,
  products: readonly { product_id: number; quantity: number; choices: number[] }[],
) {
  const basket = await sandbox.ok('POST', 'orders/create', { body: { menu_id: menuId, location_id: locationId } })
  if (products.length === 0) return basket
  return sandbox.ok('POST', `orders/${basket.id}/products`, {
    body: { products: products.map((p) => ({ product_id: p.product_id, quantity: p.quantity, choices: p.choices.join(',') })) },
  })
}
