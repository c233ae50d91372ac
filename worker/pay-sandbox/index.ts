import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { fieldPage } from './field-page.ts'
import { IFRAME_SCRIPT } from './iframe-script.ts'
import { allowedSiteOrigins, type PayEnv } from './pay-env.ts'
import {
  cardFingerprint,
  ensureSchema,
  findPaymentMethod,
  newToken,
  spendCachedToken,
  spendRecache,
  storePaymentMethod,
  storeRecache,
  storeTransaction,
  voidTransaction,
} from './payment-methods.ts'
import { PayClockRefused, cardExpired, payNow } from './pay-clock.ts'
import {
  chargeOutcome,
  paymentMethodView,
  purchaseRequestSchema,
  tokenizeRequestSchema,
  recacheRequestSchema,
  transactionView,
} from './provider-api.ts'
import { testCardFor } from './test-cards.ts'

// The card provider's sandbox Worker (wrangler.toml beside this file). Browser side: the script and the hosted
// fields, and the two calls the fields make (tokenise, recache), accepted only from the fields' own pages
// (Sec-Fetch-Site: same-origin). Server side: charging a token and voiding a charge, only with the server secret.

type PayHono = { Bindings: PayEnv; Variables: { now: number } }
const app = new Hono<PayHono>()

// Every call reads the provider's clock (pinned in development and test, pay-clock.ts) and finds its vault ready.
app.use('*', async (c, next) => {
  c.set('now', payNow(c.env))
  if (c.req.method === 'POST') await ensureSchema(c.env.DB, c.env.ENVIRONMENT_KEY ?? '')
  await next()
})

app.onError((error, c) => {
  if (error instanceof PayClockRefused) return c.json({ error: 'unavailable' }, 503)
  throw error
})

const isServerCall = (c: Context<PayHono>): boolean => {
  const secret = c.env.PAY_PROVIDER_SECRET
  return Boolean(secret) && c.req.header('authorization') === `Bearer ${secret}`
}

const providerError = (attribute: string, key: string, message: string) => ({ errors: [{ attribute, key, message }] })

/**
 * A call the hosted fields make: from this provider's own pages only, never from another site's script, with a body
 * `schema` reads, for this provider's environment key. Otherwise the refusal to answer with.
 */
async function readFieldsCall<T extends { environment_key: string }>(
  c: Context<PayHono>,
  schema: z.ZodType<T>,
  unreadable: string,
): Promise<{ request: T } | { refusal: Response }> {
  if (c.req.header('sec-fetch-site') !== 'same-origin')
    return { refusal: c.json(providerError('base', 'errors.invalid_referrer', 'Cards are taken only by the hosted fields.'), 403) }
  const parsed = schema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return { refusal: c.json(providerError('base', 'errors.invalid', unreadable), 422) }
  if (parsed.data.environment_key !== c.env.ENVIRONMENT_KEY)
    return {
      refusal: c.json(providerError('environment_key', 'errors.invalid_environment_key_parameter', 'Unknown environment key.'), 401),
    }
  return { request: parsed.data }
}

function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

app.get('/v1/iframe.js', (c) => {
  c.header('content-type', 'text/javascript; charset=utf-8')
  c.header('cache-control', 'public, max-age=300')
  c.header('cross-origin-resource-policy', 'cross-origin')
  c.header('x-content-type-options', 'nosniff')
  return c.body(IFRAME_SCRIPT)
})

app.get('/v1/fields/:field{number|cvv}', (c) => {
  const field = c.req.param('field') as 'number' | 'cvv'
  const sid = c.req.query('sid') ?? ''
  const parentOrigin = c.req.query('origin') ?? ''
  const environmentKey = c.req.query('key') ?? ''
  const origins = allowedSiteOrigins(c.env)
  c.header('cache-control', 'no-store')
  c.header('x-content-type-options', 'nosniff')
  c.header('referrer-policy', 'no-referrer')
  if (!/^[0-9a-f]{32}$/.test(sid) || !origins.includes(parentOrigin) || environmentKey !== c.env.ENVIRONMENT_KEY) {
    c.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    return c.text('This payment field is not configured for this site.', 403)
  }
  const nonce = createNonce()
  c.header(
    'content-security-policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${origins.join(' ')}`,
  )
  return c.html(fieldPage({ field, sid, parentOrigin, environmentKey }, nonce))
})

app.post('/v1/payment_methods', async (c) => {
  const call = await readFieldsCall(c, tokenizeRequestSchema, 'The card details could not be read.')
  if ('refusal' in call) return call.refusal
  const { request } = call
  const errors: { attribute: string; key: string; message: string }[] = []
  const card = testCardFor(request.number)
  if (request.number === '') errors.push({ attribute: 'number', key: 'errors.blank', message: "Number can't be blank" })
  else if (card === null) errors.push({ attribute: 'number', key: 'errors.invalid', message: 'Number is invalid' })
  const cvvLength = card?.cardType === 'american_express' ? 4 : 3
  if (request.verification_value === '') errors.push({ attribute: 'cvv', key: 'errors.blank', message: "CVV can't be blank" })
  else if (request.verification_value.length !== cvvLength)
    errors.push({ attribute: 'cvv', key: 'errors.invalid', message: 'CVV is invalid' })
  const now = c.var.now
  if (request.month < 1 || request.month > 12) errors.push({ attribute: 'month', key: 'errors.invalid', message: 'Month is invalid' })
  else if (cardExpired(request.month, request.year, now))
    errors.push({ attribute: 'year', key: 'errors.expired', message: 'Card is expired' })
  if (errors.length > 0 || card === null) return c.json({ errors }, 422)
  const token = newToken()
  const stored = {
    token,
    environment_key: request.environment_key,
    order_ref: request.metadata.order,
    card_type: card.cardType,
    last_four_digits: request.number.slice(-4),
    month: request.month,
    year: request.year,
    full_name: request.full_name,
    zip: request.zip,
    outcome: card.outcome,
    created_at: now,
    fingerprint: await cardFingerprint(request.number, c.env.PAY_PROVIDER_SECRET ?? c.env.ENVIRONMENT_KEY ?? ''),
  }
  await storePaymentMethod(c.env.DB, stored)
  return c.json({ token, payment_method: paymentMethodView({ ...stored, used_at: null, retained: 0 }) }, 201)
})

app.post('/v1/payment_methods/recache', async (c) => {
  const call = await readFieldsCall(c, recacheRequestSchema, 'The security code could not be read.')
  if ('refusal' in call) return call.refusal
  const { request } = call
  const method = await findPaymentMethod(c.env.DB, request.token)
  if (method === null || method.retained !== 1 || method.environment_key !== request.environment_key)
    return c.json(providerError('base', 'errors.invalid', 'This saved card cannot be used.'), 422)
  const cvvLength = method.card_type === 'american_express' ? 4 : 3
  if (request.verification_value === '') return c.json(providerError('cvv', 'errors.blank', "CVV can't be blank"), 422)
  if (request.verification_value.length !== cvvLength) return c.json(providerError('cvv', 'errors.invalid', 'CVV is invalid'), 422)
  await storeRecache(c.env.DB, method.token, request.metadata.order, c.var.now)
  return c.json({ token: method.token, payment_method: paymentMethodView(method) })
})

/** Server API: the upstream charges a token for an order with the server secret (never from a browser). */
app.post('/v1/server/purchase', async (c) => {
  if (!isServerCall(c)) return c.json({ error: 'unauthorized' }, 401)
  const parsed = purchaseRequestSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return c.json({ error: 'invalid_request', detail: z.prettifyError(parsed.error) }, 400)
  const { token, order_ref: orderRef, retain, recached } = parsed.data
  const method = await findPaymentMethod(c.env.DB, token)
  if (method === null) return c.json({ error: 'token_refused' }, 409)
  const now = c.var.now
  const spent = recached
    ? method.retained === 1 && (await spendRecache(c.env.DB, token, orderRef, now))
    : await spendCachedToken(c.env.DB, token, orderRef, now, retain)
  // Unknown, used already, made for another order, expired or (saved card) without a fresh CVV: one answer.
  if (!spent) return c.json({ error: 'token_refused' }, 409)
  const outcome = chargeOutcome(method, now)
  if (outcome !== 'approved') return c.json({ error: outcome }, 402)
  const transaction = await storeTransaction(c.env.DB, token, orderRef, recached, now)
  return c.json({
    transaction: { token: transaction, state: 'succeeded' },
    // The fingerprint goes to the server API only: it lets the upstream keep one wallet entry per card.
    payment_method: { ...paymentMethodView({ ...method, retained: retain || recached ? 1 : 0 }), fingerprint: method.fingerprint },
  })
})

/** Server API: voids a charge (an order that could not be written after its card was charged keeps no money). */
app.post('/v1/server/transactions/:token/void', async (c) => {
  if (!isServerCall(c)) return c.json({ error: 'unauthorized' }, 401)
  const token = c.req.param('token')
  const transaction = /^[\w-]{1,64}$/.test(token) ? await voidTransaction(c.env.DB, token, c.var.now) : null
  if (transaction === null) return c.json({ error: 'not_found' }, 404)
  return c.json({ transaction: transactionView(transaction) })
})

app.get('/', (c) => c.text('Perkins card provider sandbox. Script: /v1/iframe.js'))

export default { fetch: app.fetch } satisfies ExportedHandler<PayEnv>
