import { STORE_ID_PATTERN } from '#shared/constants.ts'
import { abandonReplacedBasket } from './abandon-basket.ts'
import { applyLocationWithMenu } from './location-actions.ts'
import { NO_ONLINE_ORDERS, orderingMenuId, orderingRulesOf, takesOnlineOrders } from './ordering-rules.ts'
import { isSitePath } from './member-session.ts'
import type { QueryParamAction } from './use-one-time-query-param.ts'
import { setActiveMenu } from './store.ts'

// What the one-time query parameters do (use-one-time-query-param.ts). They load only when an address carries one,
// so no page's first load pays for them.

const STORE_NOT_FOUND = 'We could not find that restaurant. Please choose a location.'

/**
 * `?store={id}` loads that location with its menu, makes it the current location and active menu, and
 * clears the active order (abandoned upstream). A store without a menu of its own gets the menu it orders from
 * (ordering-rules.ts). A restaurant that takes no online orders leaves everything as it was, and says so.
 */
export const chooseStoreFromParam: QueryParamAction = async (storeId, api, store, isCurrent, globals) => {
  const rules = orderingRulesOf(globals)
  const answer = STORE_ID_PATTERN.test(storeId) ? await api.locationsGet({ id: storeId }, { withMenu: true }) : null
  if (!isCurrent()) return null
  const found = answer?.ok ? answer.data : null
  if (!found) {
    store.activeErrors = [...store.activeErrors, STORE_NOT_FOUND]
    return null
  }
  if (!takesOnlineOrders(found, rules)) {
    store.activeErrors = [...store.activeErrors, NO_ONLINE_ORDERS]
    return null
  }
  if (!applyLocationWithMenu(store, found)) {
    const menu = await api.menusGet({ id: orderingMenuId(found, rules) })
    if (!isCurrent() || !menu.ok) return null
    const { menu: _none, ...location } = found
    store.location = location
    setActiveMenu(store, menu.data)
  }
  const previous = store.activeOrder
  store.activeOrder = null
  abandonReplacedBasket(api, previous, null)
  store.locationSelectorOpen = false
  return null
}

/**
 * `?code=` exchanges a member login code for tokens, loads the profile, then goes to the stored redirect if there is
 * one. A code works once (the upstream spends it). It never signs in silently, unless it is for the member already
 * signed in: the visitor is asked first (link-sign-in-dialog.tsx), because a link from someone else would otherwise
 * put the next order, card and points into their account.
 */
export const signInWithCodeFromParam: QueryParamAction = async (code, api, store, isCurrent) => {
  const exchanged = await api.membersCode({ code })
  if (!exchanged.ok) return null
  const token = exchanged.data
  // A session the visitor will never use (they moved on, or its profile did not load) is ended, not left open.
  const dropSession = () => void api.membersSignout({ token: token.access.token })
  if (!isCurrent()) {
    dropSession()
    return null
  }
  const signedIn = store.activeUser
  const sameMember = signedIn !== null && String(signedIn.id) === String(token.id)
  const profile = await api.membersGet({ token: token.access.token })
  if (!isCurrent() || !profile.ok) {
    dropSession()
    return null
  }
  const user = profile.data
  // Same-site paths only: a stored redirect never sends the visitor to another origin.
  const redirect = isSitePath(store.redirect) ? store.redirect : null
  store.redirect = null
  if (!sameMember) {
    store.pendingLinkSignIn = { token, user, redirect }
    return null
  }
  store.userToken = token
  store.activeUser = user
  return redirect
}
