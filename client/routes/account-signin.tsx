import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { PageMeta } from '../components/page-meta.tsx'
import { PasswordField, ShowPasswordToggle } from '../components/account/password-field.tsx'
import { AS_TYPED, TextField } from '../components/forms/field.tsx'
import { botCheckToken, BotCheckError } from '../state/account-bot-check.ts'
import { classifySigninFailure, type SigninFailure } from '../state/account-messages.ts'
import { startMemberSession, takeRedirect } from '../state/member-session.ts'
import { forgetSignupDraft } from '../state/forget-signup-draft.ts'
import { forgetOrderClaim, orderClaimFields } from '../state/order-claim.ts'
import { useClientStore } from '../state/store-context.tsx'
import { useApi } from '../use-api.ts'
import { earlyPostAction, useEarlyPost } from '../early-post.ts'
import { EarlyPostNotice } from '../components/account/early-post-notice.tsx'
import { INCORRECT_CREDENTIALS, TOO_MANY_ATTEMPTS, TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import '../styles/controls.css'
import '../styles/account.css'
import { SiteLink } from '../components/layout/site-link.tsx'

// /signin, /account/signin and /order/signin: email (or phone) and password. Success goes to the stored redirect,
// else /account. The ordering step also lets the visitor go on as a guest.

const MISSING_FIELDS = 'Please enter your email or phone number and your password.'

// Sent before the scripts ran, the form comes back with the email or phone (never the password).
export const action = earlyPostAction(['username'])

type Failure = { kind: SigninFailure; messages: readonly string[] }

function FailureNotice({ failure }: { failure: Failure }) {
  if (failure.kind === 'incorrect') {
    return (
      <p>
        {INCORRECT_CREDENTIALS} <SiteLink to="/account/forgot-password">Reset your password</SiteLink>
      </p>
    )
  }
  if (failure.kind === 'locked') {
    return (
      <p>
        {TOO_MANY_ATTEMPTS} <SiteLink to="/contact-us">contact us</SiteLink> or{' '}
        <SiteLink to="/account/forgot-password">reset your password</SiteLink>.
      </p>
    )
  }
  return (
    <>
      {failure.messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </>
  )
}

export function Component() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const api = useApi()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // Fixed ids: React's useId differs between the server's tree and the browser's, so hydrated ids would not match.
  const ids = 'signin'
  const orderStep = pathname.startsWith('/order/')
  const early = useEarlyPost()
  const [username, setUsername] = useState(early?.values.username ?? '')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)

  async function signIn(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (username.trim() === '' || password === '') {
      setFailure({ kind: 'other', messages: [MISSING_FIELDS] })
      return
    }
    setBusy(true)
    setFailure(null)
    try {
      let verify: string
      try {
        verify = await botCheckToken(store.recaptchaSiteKey)
      } catch (error) {
        setFailure({ kind: 'other', messages: [error instanceof BotCheckError ? error.message : String(error)] })
        return
      }
      // A guest order placed in this tab becomes the member's when its claim is sent along.
      const claim = orderClaimFields()
      const signedIn = await api.membersSignin({ username: username.trim(), password, ...claim }, { verify, suppressErrors: true })
      if (!signedIn.ok) {
        const refusal: Failure = { kind: classifySigninFailure(signedIn.messages, signedIn.status), messages: signedIn.messages }
        setFailure(refusal.messages.length === 0 && refusal.kind === 'other' ? { kind: 'other', messages: [TROUBLE_MESSAGE] } : refusal)
        return
      }
      const token = signedIn.data
      if (claim.order_claim) forgetOrderClaim()
      if (!(await startMemberSession(api, store, token))) return
      // A signup draft left in this tab is not this member's to keep, nor the next visitor's to find.
      forgetSignupDraft()
      setPassword('')
      void navigate(takeRedirect(store, '/account'), { replace: true })
    } finally {
      setBusy(false)
    }
  }

  function continueAsGuest() {
    store.checkoutAsGuest = true
    // The place to come back to after signing in: a guest never signs in, and a later signup (joining VIP Perks from
    // the confirmation) would otherwise be sent back to a checkout already paid.
    store.redirect = null
    void navigate('/order/checkout')
  }

  const title = orderStep ? 'Sign In to Order' : 'Sign In'
  return (
    <section className="account-page account-page--narrow" aria-labelledby={`${ids}-title`}>
      <PageMeta
        title={`${title} | Perkins Restaurant & Bakery`}
        description="Sign in to your VIP Perks account to earn points, redeem rewards and reorder your favorites."
      />
      <h1 id={`${ids}-title`}>{title}</h1>
      {snap.userToken && snap.activeUser ? (
        <p className="account-notice">
          {`You are signed in as ${snap.activeUser.first_name}. `}
          <SiteLink to="/account">Go to My Account</SiteLink>
        </p>
      ) : null}
      <EarlyPostNotice early={early} button="Sign In" />
      <form
        method="post"
        className="account-form"
        noValidate
        onSubmit={(event) => void signIn(event)}
        aria-describedby={failure ? `${ids}-failure` : undefined}
      >
        <div id={`${ids}-failure`} className={failure ? 'notice notice--error' : undefined} role="alert">
          {failure ? <FailureNotice failure={failure} /> : null}
        </div>
        {/* Both red without words when the sign-in is refused (the notice above the form says why): which of the two is
            wrong, the upstream never says. */}
        <TextField
          id={`${ids}-username`}
          label="Email or phone number"
          error={failure?.kind === 'incorrect' ? '' : undefined}
          name="username"
          type="text"
          inputMode="email"
          autoComplete="username"
          {...AS_TYPED}
          value={username}
          onValueChange={setUsername}
        />
        <PasswordField
          id={`${ids}-password`}
          label="Password"
          value={password}
          onChange={setPassword}
          visible={showPassword}
          autoComplete="current-password"
          invalid={failure?.kind === 'incorrect' || undefined}
        />
        <ShowPasswordToggle id={`${ids}-show`} checked={showPassword} onChange={setShowPassword} />
        <p className="account-form__aside">
          <SiteLink to="/account/forgot-password">Forgot your password?</SiteLink>
        </p>
        <button type="submit" className="button button--block" aria-disabled={busy || undefined}>
          {busy ? 'Signing In…' : 'Sign In'}
        </button>
      </form>
      {orderStep ? (
        <div className="account-aside">
          <h2>Ordering without an account?</h2>
          <button type="button" className="button button--secondary button--block" onClick={continueAsGuest}>
            Continue as guest
          </button>
        </div>
      ) : null}
      <div className="account-aside">
        <h2>New to VIP Perks?</h2>
        <p>Earn points on every visit and get rewards on us.</p>
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => (store.loyaltyOptIn = { open: true, required: false, orderId: null })}
        >
          Join VIP Perks
        </button>
      </div>
    </section>
  )
}
