import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'
import { keepProfile } from '../../state/member-session.ts'

/**
 * Member-only screens: an anonymous visitor goes to sign in, and back here afterwards (the stored redirect).
 * Until browser storage has been read, nobody is known to be signed in or out, so nothing is decided.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const api = useApi()
  const signedIn = snap.userToken !== null
  const hasProfile = snap.activeUser !== null
  // A login link (`/account?code=…`, as the password email sends) signs in here: its code is being exchanged, or
  // the visitor is asked whether to sign in with it. Sending them to /signin meanwhile would drop the code's session.
  const linkSignIn = new URLSearchParams(search).has('code') || snap.pendingLinkSignIn !== null
  useEffect(() => {
    if (!snap.restored || signedIn || linkSignIn || store.pendingLinkSignIn !== null) return
    store.redirect = pathname + search
    void navigate('/signin', { replace: true })
  }, [snap.restored, signedIn, linkSignIn, store, pathname, search, navigate])
  // The profile is read once on each visit to the account, for this session: without one (its load failed at sign-in)
  // the screen waits for it, and a token error signs the visitor out; with a stored one, that shows meanwhile and is
  // replaced quietly, since it may have changed on another device (the profile form starts from it). Asked again
  // when the session changes (another tab signed someone else in), whose answer the old one is not.
  const sessionSnap = snap.userToken
  const readFor = useRef<unknown>(null)
  useEffect(() => {
    if (!snap.restored || !signedIn || readFor.current === sessionSnap) return
    readFor.current = sessionSnap
    const session = store.userToken
    void api.membersGet(hasProfile ? { suppressErrors: true } : {}).then((user) => {
      if (user.ok) keepProfile(store, session, user.data)
    })
  }, [snap.restored, signedIn, hasProfile, sessionSnap, api, store])

  if (!snap.restored || !signedIn || !snap.activeUser) {
    return (
      <p className="account-loading" role="status">
        Loading your account…
      </p>
    )
  }
  return children
}
