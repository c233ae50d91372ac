// The call table: every call the browser may make through /api, as plain data.
// The browser client, the edge proxy and the sandbox upstream all read this one table.
// It holds no zod on purpose: the client imports it at runtime and must not pull the validator into its bundle.
import { STORE_ID_PATTERN } from './constants.ts'
// The payload schemas live beside it, keyed by the same call ids, in schemas/api/call-schemas.ts.

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Which token the call carries in its `token` header:
 * - `none`: never sent on;
 * - `optional`: an order call a guest makes without a token and a member makes with the ordering token;
 * - `access`: a loyalty call that needs the member's access token;
 * - `ordering`: a member call to the ordering provider that needs the ordering token;
 * - `reset`: the one-time token of a forgot-password link, sent in the header.
 */
export type ApiAuth = 'none' | 'optional' | 'access' | 'ordering' | 'reset'

/** The per-client limiters; each is a Workers Rate Limiting binding. */
export type RateLimitGroup = 'signin' | 'password' | 'giftcard' | 'signup' | 'profile'

/**
 * What a call's limiter also counts besides the client: the account the call is about, so one account probed,
 * guessed at or changed from many addresses is held to the same limit. `email`: the address the body names
 * (sign-up); `username`: the email or phone number the body signs in with; `token`: the member the token belongs
 * to (profile updates).
 */
export type AccountLimitKey = 'email' | 'username' | 'token'

export interface ApiCall {
  readonly method: ApiMethod
  /** Upstream path template, no leading slash, as the upstream writes it. */
  readonly path: string
  /** What each `{name}` of the template may hold; a segment that does not match is not this call. */
  readonly params?: Readonly<Record<string, RegExp>>
  readonly auth: ApiAuth
  /** Needs a bot-check token in the `verify` header. */
  readonly botCheck?: true
  readonly rateLimit?: RateLimitGroup
  /** The call's limiter counts per account as well as per client (needs `rateLimit`). */
  readonly limitPerAccount?: AccountLimitKey
  /**
   * The upstream is told the visitor's address (`client_ip`): it counts failed sign-ins per account and client, so a
   * stranger's guesses lock the stranger and not the member, and a sign-in link lifts its own client's lock.
   */
  readonly sendsClientIp?: true
  /** Names of the query parameters; on GET every payload field travels in the query of /api itself. */
  readonly query?: readonly string[]
  /** Takes a JSON body. */
  readonly body?: true
  /** Failures stay out of the visible error list by default (the caller may still ask for them). */
  readonly suppressErrors?: true
  /**
   * The call is about a basket the visitor has left for another one: its order errors ("already placed", "could not
   * load") say nothing about the basket they are on now, so they neither clear it nor open a confirmation.
   */
  readonly leftBasket?: true
}

// Segment patterns. Every one is a subset of the characters the proxy lets through a path,
// so a value that matches can be put into a URL path without escaping.
export const API_PARAM_PATTERNS = {
  /** Basket and order ids are the ordering provider's opaque strings (our choice: letters, digits, - and _). */
  orderId: /^[A-Za-z0-9_-]{1,64}$/,
  /** Menu, product, order-line, payment and address ids are integers. */
  numericId: /^\d{1,12}$/,
  /** A store id has 3 to 6 digits. */
  storeId: STORE_ID_PATTERN,
  /** A loyalty reward reference (our choice): an opaque token. */
  rewardRef: /^[A-Za-z0-9_-]{1,64}$/,
  /** Delivery and dispatch are set through the address call; only these two go to the handoff call. */
  handoffType: /^(pickup|curbside)$/,
} as const

const { orderId, numericId, storeId, rewardRef, handoffType } = API_PARAM_PATTERNS
const order = { id: orderId } as const

export const apiCalls = {
  // Loyalty: account
  // Limited like sign-in: "Email address already exists." tells whether an address has an account.
  membersCreate: {
    method: 'POST',
    path: 'members/create',
    auth: 'none',
    botCheck: true,
    rateLimit: 'signup',
    limitPerAccount: 'email',
    body: true,
  },
  membersSignin: {
    method: 'POST',
    path: 'members/signin',
    auth: 'none',
    botCheck: true,
    rateLimit: 'signin',
    // Guesses spread over many addresses still meet one count per account; "Forgot password?", which this limiter
    // never counts, is the member's way in meanwhile (docs/decisions/149-sign-in-limited-per-account.md).
    limitPerAccount: 'username',
    sendsClientIp: true,
    body: true,
  },
  membersForgotPassword: {
    method: 'POST',
    path: 'members/forgotPassword',
    auth: 'none',
    botCheck: true,
    rateLimit: 'password',
    body: true,
  },
  membersResetPassword: { method: 'POST', path: 'members/resetPassword', auth: 'none', botCheck: true, rateLimit: 'password', body: true },
  // Not named by the limit list, but it answers "is this reset token real?", so it gets the same limiter.
  membersVerifyForgotPasswordLink: { method: 'GET', path: 'members/verifyForgotPasswordLink', auth: 'reset', rateLimit: 'password' },
  membersCode: { method: 'POST', path: 'members/code', auth: 'none', sendsClientIp: true, body: true },
  membersGet: { method: 'GET', path: 'members/get', auth: 'access' },
  // Limited too: changing the email to someone else's answers whether that address has an account.
  membersUpdate: { method: 'PUT', path: 'members/update', auth: 'access', rateLimit: 'profile', limitPerAccount: 'token', body: true },
  // Our own calls: the links of an email change (to the new address to confirm, to the old one to undo). Their
  // 256-bit tokens cannot be guessed; the password limiter still bounds what a client tries.
  membersConfirmEmail: { method: 'POST', path: 'members/confirmEmail', auth: 'none', rateLimit: 'password', body: true },
  membersUndoEmailChange: { method: 'POST', path: 'members/undoEmailChange', auth: 'none', rateLimit: 'password', body: true },
  // Sign Out ends the session upstream: both tokens of the sign-in stop working. Its failure never shows.
  membersSignout: { method: 'POST', path: 'members/signout', auth: 'access', suppressErrors: true },

  // Locations and favourites
  locationsSearch: { method: 'GET', path: 'locations/search', auth: 'none', query: ['lat', 'lng', 'address', 'city', 'zip', 'delivery'] },
  // Used by the signup modal's zip look-up, before the visitor has an account.
  membersLocations: { method: 'GET', path: 'members/locations', auth: 'none', query: ['zip'] },
  locationsGet: { method: 'GET', path: 'locations/{id}', params: { id: storeId }, auth: 'none', query: ['withMenu'] },
  membersFavesLocationsAdd: { method: 'POST', path: 'members/faves/locations/{id}', params: { id: storeId }, auth: 'access' },
  membersFavesLocationsRemove: { method: 'DELETE', path: 'members/faves/locations/{id}', params: { id: storeId }, auth: 'access' },

  // Menus
  menusGet: { method: 'GET', path: 'menus/{id}', params: { id: numericId }, auth: 'none' },
  menusProductGet: {
    method: 'GET',
    path: 'menus/{id}/products/{productId}',
    params: { id: numericId, productId: numericId },
    auth: 'none',
  },
  menusTimes: { method: 'GET', path: 'menus/{id}/times', params: { id: numericId }, auth: 'none', query: ['from', 'to'] },

  // Member order history and favourite orders
  ordersRecent: { method: 'GET', path: 'orders/recent', auth: 'ordering' },
  ordersReorder: { method: 'POST', path: 'orders/reorder', auth: 'ordering', body: true },
  ordersFavesCreate: { method: 'POST', path: 'orders/faves', auth: 'ordering', body: true },
  ordersFavesList: { method: 'GET', path: 'orders/faves', auth: 'ordering' },
  ordersFavesReorder: { method: 'POST', path: 'orders/faves/reorder', auth: 'ordering', body: true },

  // Basket lifecycle
  ordersCreate: { method: 'POST', path: 'orders/create', auth: 'optional', body: true },
  ordersGet: { method: 'GET', path: 'orders/{id}', params: order, auth: 'optional' },
  ordersProductsAdd: { method: 'POST', path: 'orders/{id}/products', params: order, auth: 'optional', body: true },
  ordersProductUpdate: {
    method: 'PUT',
    path: 'orders/{id}/products/{productId}',
    params: { id: orderId, productId: numericId },
    auth: 'optional',
    body: true,
  },
  ordersProductRemove: {
    method: 'DELETE',
    path: 'orders/{id}/products/{productId}',
    params: { id: orderId, productId: numericId },
    auth: 'optional',
  },
  ordersValidate: { method: 'POST', path: 'orders/{id}/validate', params: order, auth: 'optional' },
  ordersHandoff: { method: 'PUT', path: 'orders/{id}/handoff/{type}', params: { id: orderId, type: handoffType }, auth: 'optional' },
  ordersAddress: { method: 'PUT', path: 'orders/{id}/address', params: order, auth: 'optional', body: true },
  ordersCustomFields: { method: 'PUT', path: 'orders/{id}/custom', params: order, auth: 'optional', body: true },
  ordersTimeSet: { method: 'PUT', path: 'orders/{id}/time', params: order, auth: 'optional', body: true },
  // Clearing the wanted time means ASAP; the call needs no body.
  ordersTimeClear: { method: 'DELETE', path: 'orders/{id}/time', params: order, auth: 'optional' },
  // Our own calls: holiday pre-orders (pies days ahead, within a window the CMS sets). The GET lists the windows and
  // pickup windows the basket's restaurant serves with the room left in each; the PUT makes the basket a pre-order
  // for one of them; the DELETE makes it an everyday order again.
  ordersPreorderGet: { method: 'GET', path: 'orders/{id}/preorder', params: order, auth: 'optional', suppressErrors: true },
  ordersPreorderSet: { method: 'PUT', path: 'orders/{id}/preorder', params: order, auth: 'optional', body: true },
  ordersPreorderClear: { method: 'DELETE', path: 'orders/{id}/preorder', params: order, auth: 'optional' },
  ordersTip: { method: 'PUT', path: 'orders/{id}/tip', params: order, auth: 'optional', body: true },
  ordersCouponApply: { method: 'PUT', path: 'orders/{id}/coupon', params: order, auth: 'optional', body: true },
  ordersCouponRemove: { method: 'DELETE', path: 'orders/{id}/coupon', params: order, auth: 'optional' },
  ordersReferrals: { method: 'PUT', path: 'orders/{id}/referrals', params: order, auth: 'optional', body: true },
  // Upsells belong to a basket; a failed suggestion list is not worth an error dialog.
  upsellsGet: { method: 'GET', path: 'upsells/{id}', params: order, auth: 'optional', suppressErrors: true },
  upsellsAdd: { method: 'POST', path: 'upsells/{id}', params: order, auth: 'optional', body: true },

  // Checkout
  ordersGiftcard: {
    method: 'POST',
    path: 'orders/{id}/giftcard',
    params: order,
    auth: 'optional',
    botCheck: true,
    rateLimit: 'giftcard',
    body: true,
  },
  // Our own payload: a token for the ordering provider's checkout script; the call takes no body.
  ordersToken: { method: 'POST', path: 'orders/{id}/token', params: order, auth: 'optional' },
  ordersSubmit: { method: 'POST', path: 'orders/{id}/submit', params: order, auth: 'optional', body: true },
  // Analytics echo: the visitor must never see an error from it. Only the order's owner may send one: the member's
  // ordering token, or for a placed guest order its claim token, in the `token` header.
  ordersTrack: { method: 'POST', path: 'orders/{id}/track', params: order, auth: 'optional', body: true, suppressErrors: true },
  ordersStatus: { method: 'GET', path: 'orders/{id}/status', params: order, auth: 'optional' },
  ordersCancel: { method: 'DELETE', path: 'orders/{id}', params: order, auth: 'optional' },
  // Sent when a new basket replaces the old one (another store, a reorder); fire-and-forget, never seen.
  ordersAbandon: { method: 'DELETE', path: 'orders/{id}/abandon', params: order, auth: 'optional', suppressErrors: true, leftBasket: true },

  // Member wallet
  membersPayments: { method: 'GET', path: 'members/payments', auth: 'ordering' },
  membersPaymentRemove: { method: 'DELETE', path: 'members/payments/{id}', params: { id: numericId }, auth: 'ordering' },
  // Our own call: the member's saved delivery addresses, most recently saved first. The product names only the DELETE,
  // but checkout's address choice and the account's list need to read them.
  membersAddresses: { method: 'GET', path: 'members/addresses', auth: 'ordering' },
  membersAddressRemove: { method: 'DELETE', path: 'members/addresses/{id}', params: { id: numericId }, auth: 'ordering' },

  // Loyalty: balance, offers and rewards
  membersOffers: { method: 'GET', path: 'members/offers/all', auth: 'access' },
  membersBalance: { method: 'GET', path: 'members/balance', auth: 'access' },
  membersBalanceRefresh: { method: 'POST', path: 'members/balance', auth: 'access', query: ['memberID'] },
  membersRedeem: { method: 'POST', path: 'members/redeem', auth: 'access', query: ['memberID'], body: true },
  ordersRewardsGet: { method: 'GET', path: 'orders/{id}/rewards', params: order, auth: 'access', query: ['memberid'] },
  ordersRewardsApply: { method: 'PUT', path: 'orders/{id}/rewards', params: order, auth: 'access', body: true },
  ordersRewardRemove: { method: 'DELETE', path: 'orders/{id}/rewards/{ref}', params: { id: orderId, ref: rewardRef }, auth: 'access' },
  // Our own call: what the order earns in VIP Perks, shown before paying and on the confirmation. A guest asks too (the
  // points joining would earn); a missing estimate is not worth an error dialog.
  ordersPoints: { method: 'GET', path: 'orders/{id}/points', params: order, auth: 'optional', suppressErrors: true },
} as const satisfies Record<string, ApiCall>

export type ApiCalls = typeof apiCalls
export type ApiCallId = keyof ApiCalls

export const API_CALL_IDS = Object.keys(apiCalls) as ApiCallId[]

/** The `{name}` placeholders of a path template, as a union of names. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never

/** Fills a template with already-checked segment values; the client encodes each one once. */
export function fillPath(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`)
    return encodeURIComponent(String(value))
  })
}

// Bot-check (reCAPTCHA v3, action login). With no reCAPTCHA secret configured (local development and
// tests) the edge accepts development tokens of the form `dev-bot-check-ok.<nonce>` instead, each one once,
// exactly as siteverify accepts a real token once. The nonce is 8 to 64 letters, digits, - or _.
const DEV_BOT_CHECK_TOKEN_PREFIX = 'dev-bot-check-ok'
export const DEV_BOT_CHECK_TOKEN_PATTERN = /^dev-bot-check-ok\.[A-Za-z0-9_-]{8,64}$/

export function devBotCheckToken(nonce: string): string {
  const token = `${DEV_BOT_CHECK_TOKEN_PREFIX}.${nonce}`
  if (!DEV_BOT_CHECK_TOKEN_PATTERN.test(token)) throw new Error('A development bot-check nonce is 8 to 64 letters, digits, - or _.')
  return token
}
