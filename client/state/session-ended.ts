import { SIGNED_OUT_MESSAGE } from '#shared/page-error-messages.ts'
import type { ClientState } from './store.ts'

// A member's session that ends without their asking: the upstream refused its token (Token Expired, Invalid token),
// or its time on this device ran out. The member is signed out here and told why, as the product says; nothing they
// were doing is lost for it: when the same member signs in again in this tab, their basket (theirs on the upstream)
// is given back and signing in brings them back to the page they were on (member-session.ts). Not through the stored
// redirect at once: closing the message goes to that, and the page needs the member signed in.

export type SessionStore = Pick<ClientState, 'userToken' | 'activeUser' | 'activeOrder' | 'activeErrors' | 'endedSession'>

const SIGN_IN_PAGE = /^\/((account|order)\/)?signin(\/|\?|$)/
const ONE_TIME_PARAMS = ['code', 'store']

function withoutOneTimeParams(page: string): string {
  const url = new URL(page, 'https://site.invalid')
  for (const name of ONE_TIME_PARAMS) url.searchParams.delete(name)
  return url.pathname + url.search
}

/** Signs the member out for their security; `here` is the page they were on (path and query). */
export function endSessionUnasked(store: SessionStore, here: string): void {
  const token = store.userToken
  // Back to where they were, unless that is a sign-in page itself (or an address that is no path of this site);
  // without a one-time sign-in code or a restaurant to choose, which must not act a second time.
  const page = here.startsWith('/') && !here.startsWith('//') && !SIGN_IN_PAGE.test(here) ? withoutOneTimeParams(here) : null
  if (token) store.endedSession = { memberId: String(token.id), order: store.activeOrder, page }
  store.userToken = null
  store.activeUser = null
  store.activeOrder = null
  // Several calls in flight fail together; the visitor reads the message once.
  if (!store.activeErrors.includes(SIGNED_OUT_MESSAGE)) store.activeErrors.push(SIGNED_OUT_MESSAGE)
}

/** The page the visitor is on, as a stored redirect names it; the server has none. */
export const currentPage = (): string => (typeof location === 'undefined' ? '/' : location.pathname + location.search)
