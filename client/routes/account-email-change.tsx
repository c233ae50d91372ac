import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { PageMeta } from '../components/page-meta.tsx'
import { endMemberSession, keepProfile } from '../state/member-session.ts'
import { useClientStore } from '../state/store-context.tsx'
import { useApi } from '../use-api.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import '../styles/controls.css'
import '../styles/account.css'
import { SiteLink } from '../components/layout/site-link.tsx'

// The two links of a sign-in email change: /account/confirm-email#<token> (to the new address: makes the change)
// and /account/undo-email#<token> (to the old address: takes the account back and signs it out everywhere). The
// token travels in the fragment, which no request, Referer or page view carries; the screen reads it once, takes it
// out of the address bar at once (history.replaceState) and keeps it in memory for its one call.

type Outcome = { state: 'working' } | { state: 'done'; email: string } | { state: 'failed'; message: string }

const ACTIONS = {
  '/account/confirm-email': { title: 'Confirm Your New Email', missing: 'This email confirmation link is not valid.' },
  '/account/undo-email': { title: 'Undo Your Email Change', missing: 'This link is not valid.' },
} as const

type ActionPath = keyof typeof ACTIONS

export function Component() {
  const store = useClientStore()
  const api = useApi()
  const { pathname } = useLocation()
  const path: ActionPath = pathname === '/account/undo-email' ? '/account/undo-email' : '/account/confirm-email'
  const action = ACTIONS[path]
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' })
  const started = useRef(false)

  useEffect(() => {
    // Once per page, also under React's development double effects: the link works once.
    if (started.current) return
    started.current = true
    const token = window.location.hash.slice(1)
    if (window.location.hash) window.history.replaceState(window.history.state, '', path)
    if (!/^[A-Za-z0-9_-]{16,512}$/.test(token)) {
      setOutcome({ state: 'failed', message: action.missing })
      return
    }
    void (async () => {
      if (path === '/account/confirm-email') {
        const answer = await api.membersConfirmEmail({ token }, { suppressErrors: true })
        if (!answer.ok) return setOutcome({ state: 'failed', message: answer.messages.join(' ') || TROUBLE_MESSAGE })
        // Signed in here: the profile shows the new address at once.
        if (store.userToken) {
          const session = store.userToken
          const user = await api.membersGet({ suppressErrors: true })
          if (user.ok) keepProfile(store, session, user.data)
        }
        return setOutcome({ state: 'done', email: answer.data.email })
      }
      const answer = await api.membersUndoEmailChange({ token }, { suppressErrors: true })
      if (!answer.ok) return setOutcome({ state: 'failed', message: answer.messages.join(' ') || TROUBLE_MESSAGE })
      // The account was signed out everywhere, this tab included.
      endMemberSession(store)
      setOutcome({ state: 'done', email: answer.data.email })
    })()
  }, [api, store, path, action])

  return (
    <section className="account-page account-page--narrow" aria-labelledby="email-change-title">
      <PageMeta title={`${action.title} | Perkins Restaurant & Bakery`} description="The sign-in email of your VIP Perks account." />
      <h1 id="email-change-title">{action.title}</h1>
      {outcome.state === 'working' ? <p role="status">Checking your link…</p> : null}
      {outcome.state === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>{outcome.message}</p>
          <p>
            <SiteLink to="/account">Go to My Account</SiteLink>
          </p>
        </div>
      ) : null}
      {outcome.state === 'done' && path === '/account/confirm-email' ? (
        <div role="status">
          <p>{`Your sign-in email is now ${outcome.email}.`}</p>
          <p>
            <SiteLink to="/account" className="button">
              Go to My Account
            </SiteLink>
          </p>
        </div>
      ) : null}
      {outcome.state === 'done' && path === '/account/undo-email' ? (
        <div role="status">
          <p>{`The email change was undone: your sign-in email is ${outcome.email}, and your account was signed out everywhere.`}</p>
          <p>If you did not ask for the change, someone may know your password: choose a new one now.</p>
          <p>
            <SiteLink to="/account/forgot-password" className="button">
              Choose a new password
            </SiteLink>
          </p>
        </div>
      ) : null}
    </section>
  )
}
