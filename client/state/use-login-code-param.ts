import { isSitePath } from './member-session.ts'
import { useOneTimeQueryParam, type QueryParamAction } from './use-one-time-query-param.ts'

/**
 * `?code=` exchanges a member login code for tokens, loads the profile, then goes to the stored redirect if there is
 * one. A code works once (the upstream spends it), and it can never switch accounts silently: when a different member
 * is signed in, the visitor is asked first (the account-switch dialog), because a link from someone else would
 * otherwise put the next order, card and points into their account.
 */
const signInWithCode: QueryParamAction = async (code, api, store, isCurrent) => {
  const token = await api.membersCode({ code })
  if (!isCurrent() || !token) return null
  const signedIn = store.activeUser
  const sameMember = signedIn !== null && String(signedIn.id) === String(token.id)
  const user = await api.membersGet({ token: token.access.token })
  if (!isCurrent() || !user) return null
  // Same-site paths only: a stored redirect never sends the visitor to another origin.
  const redirect = isSitePath(store.redirect) ? store.redirect : null
  store.redirect = null
  if (store.userToken !== null && !sameMember) {
    store.pendingAccountSwitch = { token, user, redirect }
    return null
  }
  store.userToken = token
  store.activeUser = user
  return redirect
}

export function useLoginCodeParam() {
  useOneTimeQueryParam('code', signInWithCode)
}
