import type { User, UserToken } from '#shared/schemas/member.ts'
import type { Api } from '../api.ts'
import type { ClientStore } from './store.ts'
import { forgetReceipt } from './order-receipt.ts'

// Signing a member in and out of this tab's store (persisted by persistence.ts: token and user survive a reload;
// the password never enters the store, storage or a URL).

/**
 * Keeps the tokens, then loads the profile. False when the profile could not be loaded (its error is shown), or when
 * the tab's session changed while it loaded (the other member's sign-in stands).
 */
export async function startMemberSession(api: Api, store: ClientStore, token: UserToken): Promise<boolean> {
  store.userToken = token
  store.checkoutAsGuest = false
  // What this member left when their session ended without their asking (session-ended.ts) is theirs again: the
  // basket at once, unless another was started meanwhile; the page, where signing in goes unless asked to go
  // elsewhere, only once the session is theirs for sure (a page left stored would send the next visitor there).
  // Anyone else signing in here never gets either.
  const ended = store.endedSession
  store.endedSession = null
  const theirs = ended !== null && ended.memberId === String(token.id) ? ended : null
  if (theirs?.order && store.activeOrder === null) store.activeOrder = theirs.order
  const session = store.userToken
  const user = await api.membersGet()
  if (!user.ok || !keepProfile(store, session, user.data)) return false
  if (theirs?.page && store.redirect === null) store.redirect = theirs.page
  return true
}

/**
 * Takes a profile answer only for the session that asked for it (`askedIn`: the store's token when the call went).
 * A late answer after Sign Out, or after another member signed in on this tab, is dropped: it would show one
 * member's name, points and favourites to the next.
 */
export function keepProfile(store: ClientStore, askedIn: UserToken | null, user: User): boolean {
  if (askedIn === null || store.userToken !== askedIn) return false
  store.activeUser = user
  return true
}

/** Sign out: clears token, user and order, and what only a member sees (the address of their last receipt). */
export function endMemberSession(store: ClientStore): void {
  store.userToken = null
  store.activeUser = null
  store.activeOrder = null
  store.endedSession = null
  // Where a sign-in was to go is this member's: the next one starts at their own account.
  store.redirect = null
  forgetReceipt()
}

/**
 * The Sign Out button: this device forgets the member at once, then the session ends upstream too, so a copy of the
 * tokens taken before (a shared computer, a stolen storage entry) stops working now rather than at its expiry. The
 * device has forgotten them whether or not that call gets through.
 */
export async function signOut(api: Api, store: ClientStore): Promise<void> {
  const accessToken = store.userToken?.access.token
  endMemberSession(store)
  if (accessToken) await api.membersSignout({ token: accessToken })
}

/** A same-site path only: a stored redirect never sends the visitor to another origin. */
export const isSitePath = (path: string | null): path is string =>
  path !== null && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')

/** The stored redirect (used once), or the fallback. */
export function takeRedirect(store: ClientStore, fallback: string): string {
  const redirect = store.redirect
  store.redirect = null
  return isSitePath(redirect) ? redirect : fallback
}
