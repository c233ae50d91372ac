import { proxy, ref } from 'valtio'
import type { Location } from '#shared/schemas/location.ts'
import type { Menu } from '#shared/schemas/menu.ts'
import type { Order, OrderAddress, OrderType } from '#shared/schemas/order.ts'
import type { User, UserToken } from '#shared/schemas/member.ts'

/** A dish chosen on the default menu: its product, the options ticked and how many. */
export interface PendingDish {
  productId: number
  name: string
  optionIds: number[]
  quantity: number
}

/** The client state. One instance per browser tab, and one per request on the server. */
export interface ClientState {
  environment: string
  /** The public reCAPTCHA v3 site key from the page; null selects development bot-check tokens. */
  recaptchaSiteKey: string | null
  /** The GA4 measurement id from the page; null, no analytics script loads (client/state/analytics-tag.ts). */
  analyticsId: string | null
  clientType: 'web'
  loading: boolean
  activeErrors: string[]
  location: Location | null
  activeMenu: Menu | null
  /** True when the persisted menu was older than its 1-hour lifetime at start: refresh it. */
  activeMenuExpired: boolean
  /** The chain's default menu (70405), shown on /menu and product pages before a restaurant is chosen. Not persisted. */
  defaultMenu: Menu | null
  /**
   * A dish the visitor asked to add before choosing a restaurant: added at that restaurant's price once one is
   * chosen (client/state/pending-dish.tsx). Never persisted.
   */
  pendingDish: PendingDish | null
  activeOrder: Order | null
  /**
   * A member's session that ended without their asking (session-ended.ts): their basket and the page they were on,
   * given back when that member signs in again in this tab. Never persisted.
   */
  endedSession: { memberId: string; order: Order | null; page: string | null } | null
  /** A member's session ran out on this device while a page was open: the app takes them to sign in. Never persisted. */
  signInNeeded: boolean
  activeUser: User | null
  userToken: UserToken | null
  /**
   * A login link (?code=) for someone other than the member signed in, or opened with nobody signed in: the account
   * it signs into, held until the visitor says whether to sign in (link-sign-in-dialog.tsx). Never persisted.
   */
  pendingLinkSignIn: { token: UserToken; user: User; redirect: string | null } | null
  redirect: string | null
  orderType: OrderType
  orderAddress: OrderAddress | null
  /** The visitor chose to check out as a guest on /order/signin, so /order/checkout does not send them back there. */
  checkoutAsGuest: boolean
  /** The loyalty opt-in modal: open, whether joining is required to go on, and a just-placed guest order to attach. */
  loyaltyOptIn: { open: boolean; required: boolean; orderId: string | null }
  online: boolean
  cartOpen: boolean
  /** The location selector overlay is showing. */
  locationSelectorOpen: boolean
  /** Browser storage has been read into the store; before that, "no location" only means "not known yet". */
  restored: boolean
}

export type ClientStore = ClientState

export function createClientStore(init: {
  environment: string
  recaptchaSiteKey?: string | null
  analyticsId?: string | null
}): ClientStore {
  return proxy<ClientState>({
    environment: init.environment,
    recaptchaSiteKey: init.recaptchaSiteKey ?? null,
    analyticsId: init.analyticsId ?? null,
    clientType: 'web',
    loading: false,
    activeErrors: [],
    location: null,
    activeMenu: null,
    activeMenuExpired: false,
    defaultMenu: null,
    pendingDish: null,
    activeOrder: null,
    endedSession: null,
    signInNeeded: false,
    activeUser: null,
    userToken: null,
    pendingLinkSignIn: null,
    redirect: null,
    orderType: 'pickup',
    orderAddress: null,
    checkoutAsGuest: false,
    loyaltyOptIn: { open: false, required: false, orderId: null },
    online: true,
    cartOpen: false,
    locationSelectorOpen: false,
    restored: false,
  })
}

/**
 * A menu kept in the store as it came: a menu answer is 95 KB of read-only data, and valtio would otherwise wrap each
 * of its thousands of objects in a proxy and copy them all into the first snapshot, on the main thread, while the
 * visitor waits for the page to answer. Screens re-render when the field is replaced, never when a menu changes inside.
 */
export const keptMenu = (menu: Menu): Menu => ref(menu)

/** The chosen restaurant's menu becomes the active one, fresh. */
export function setActiveMenu(store: ClientStore, menu: Menu): void {
  store.activeMenu = keptMenu(menu)
  store.activeMenuExpired = false
}
