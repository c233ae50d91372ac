import { useOneTimeQueryParam, type QueryParamAction } from './use-one-time-query-param.ts'

/**
 * Spec §2: `?code=` exchanges a member login code for tokens, loads the profile, then goes to the stored redirect
 * if there is one.
 */
const signInWithCode: QueryParamAction = async (code, api, store, isCurrent) => {
  const token = await api.membersCode({ code })
  if (!isCurrent() || !token) return null
  store.userToken = token
  const user = await api.membersGet()
  if (!isCurrent() || !user) return null
  store.activeUser = user
  const destination = store.redirect
  store.redirect = null
  return destination
}

export function useLoginCodeParam() {
  useOneTimeQueryParam('code', signInWithCode)
}
