import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useParams } from 'react-router'
import { isEmail, isSignupPassword, LOYALTY_SIGNUP_MESSAGES } from '#shared/validation/loyalty-signup.ts'
import { AS_TYPED, TextField } from '../components/forms/field.tsx'
import { NewPasswordFields } from '../components/account/new-password-fields.tsx'
import { PageMeta } from '../components/page-meta.tsx'
import { botCheckToken, BotCheckError } from '../state/account-bot-check.ts'
import { useClientStore } from '../state/store-context.tsx'
import { useApi } from '../use-api.ts'
import { earlyPostAction, useEarlyPost } from '../early-post.ts'
import { EarlyPostNotice } from '../components/account/early-post-notice.tsx'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import '../styles/controls.css'
import '../styles/account.css'
import { SiteLink } from '../components/layout/site-link.tsx'

// /account/forgot-password/{code?}. Without a code: ask for a reset link, with the same answer whether or not the
// email has an account. With a code (the emailed link): the code leaves the address bar at once (it stays in
// memory only), is verified, and then the member chooses a new password.

// Sent before the scripts ran, the request form comes back with the email.
export const action = earlyPostAction(['email'])

const SENT = 'If that email belongs to a VIP Perks account, a link to reset your password is on its way. It works for one hour.'

function RequestLink() {
  const store = useClientStore()
  const api = useApi()
  const early = useEarlyPost()
  const [email, setEmail] = useState(early?.values.email ?? '')
  const [error, setError] = useState('')
  const [sent, setSent] = useState(false)
  // What the status line says: emptied as each request starts, so a second "on its way" is announced too.
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)

  async function request(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!isEmail(email)) {
      setError(LOYALTY_SIGNUP_MESSAGES.email)
      document.getElementById('forgot-email')?.focus()
      return
    }
    setBusy(true)
    setError('')
    setSaid('')
    try {
      const verify = await botCheckToken(store.recaptchaSiteKey)
      const done = await api.membersForgotPassword({ email: email.trim() }, { verify, suppressErrors: true })
      if (!done.ok) return setError(done.messages.join(' ') || TROUBLE_MESSAGE)
      setSent(true)
      setSaid(SENT)
    } catch (failure) {
      setError(failure instanceof BotCheckError ? failure.message : TROUBLE_MESSAGE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={(event) => void request(event)}>
      <p>Enter the email of your VIP Perks account and we will send you a link to choose a new password.</p>
      <EarlyPostNotice early={early} button="Send reset link" />
      <TextField
        id="forgot-email"
        label="Email"
        error={error || undefined}
        liveError
        name="email"
        type="email"
        autoComplete="email"
        {...AS_TYPED}
        value={email}
        onValueChange={setEmail}
      />
      <p role="status">{said}</p>
      <button type="submit" className="button button--block" aria-disabled={busy || undefined}>
        {sent ? 'Send the link again' : 'Send reset link'}
      </button>
    </form>
  )
}

function ResetPassword({ code }: { code: string }) {
  const store = useClientStore()
  const api = useApi()
  const [check, setCheck] = useState<{ state: 'checking' } | { state: 'valid'; email: string } | { state: 'invalid'; message: string }>({
    state: 'checking',
  })
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [show, setShow] = useState(false)
  const [error, setError] = useState<{ field: 'password' | 'confirm' | 'form'; message: string } | null>(null)
  const [done, setDone] = useState(false)
  const doneRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let current = true
    void api.membersVerifyForgotPasswordLink({ token: code, suppressErrors: true }).then((answer) => {
      if (!current) return
      setCheck(
        answer.ok
          ? { state: 'valid', email: answer.data.email }
          : { state: 'invalid', message: answer.messages.join(' ') || TROUBLE_MESSAGE },
      )
    })
    return () => {
      current = false
    }
  }, [api, code])

  async function reset(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!isSignupPassword(password)) {
      setError({ field: 'password', message: LOYALTY_SIGNUP_MESSAGES.password })
      document.getElementById('reset-password')?.focus()
      return
    }
    if (confirm !== password) {
      setError({ field: 'confirm', message: LOYALTY_SIGNUP_MESSAGES.confirm_password })
      document.getElementById('reset-confirm')?.focus()
      return
    }
    setBusy(true)
    setError(null)
    try {
      const verify = await botCheckToken(store.recaptchaSiteKey)
      const answer = await api.membersResetPassword({ token: code, password }, { verify, suppressErrors: true })
      if (!answer.ok) return setError({ field: 'form', message: answer.messages.join(' ') || TROUBLE_MESSAGE })
      setPassword('')
      setConfirm('')
      setDone(true)
    } catch (failure) {
      setError({ field: 'form', message: failure instanceof BotCheckError ? failure.message : TROUBLE_MESSAGE })
    } finally {
      setBusy(false)
    }
  }

  if (check.state === 'checking') return <p role="status">Checking your link…</p>
  if (check.state === 'invalid') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{check.message}</p>
        <p>
          <a href="/account/forgot-password">Ask for a new link</a>
        </p>
      </div>
    )
  }
  if (done) {
    return (
      // The form and its button are gone: the keyboard goes on to what happened, and the way to sign in after it.
      <div role="status" tabIndex={-1} ref={doneRef}>
        <p>Your password has been changed. You were signed out everywhere else.</p>
        <p>
          <SiteLink to="/signin" className="button">
            Sign In
          </SiteLink>
        </p>
      </div>
    )
  }
  return (
    <form method="post" className="account-form" noValidate onSubmit={(event) => void reset(event)}>
      <p>{`Choose a new password for ${check.email}.`}</p>
      <NewPasswordFields
        ids={{ password: 'reset-password', confirm: 'reset-confirm', show: 'reset-show' }}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
        values={{ password, confirm }}
        errors={{
          password: error?.field === 'password' ? error.message : null,
          confirm: error?.field === 'confirm' ? error.message : null,
        }}
        onChange={(field, value) => (field === 'password' ? setPassword : setConfirm)(value)}
        visible={show}
        onVisibleChange={setShow}
      />
      <div className={error?.field === 'form' ? 'notice notice--error' : undefined} role="alert">
        {error?.field === 'form' ? <p>{error.message}</p> : null}
      </div>
      <button type="submit" className="button button--block" aria-disabled={busy || undefined}>
        {busy ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  )
}

export function Component() {
  const { code: codeParam } = useParams()
  // The code is a key to the account: keep it in memory, never in the address bar, history or a Referer. The
  // address is rewritten in place (not navigated), so the router keeps showing this screen with the code.
  const code = useRef(codeParam ?? null)
  if (codeParam && code.current !== codeParam) code.current = codeParam
  useEffect(() => {
    if (codeParam && window.location.pathname !== '/account/forgot-password') {
      window.history.replaceState(window.history.state, '', '/account/forgot-password')
    }
  }, [codeParam])
  return (
    <section className="account-page account-page--narrow" aria-labelledby="forgot-title">
      <PageMeta title="Reset Your Password | Perkins Restaurant & Bakery" description="Reset the password of your VIP Perks account." />
      <h1 id="forgot-title">Reset Your Password</h1>
      {code.current ? <ResetPassword code={code.current} /> : <RequestLink />}
    </section>
  )
}
