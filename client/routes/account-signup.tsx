import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { PageMeta } from '../components/page-meta.tsx'
import { LoyaltySignupForm } from '../components/account/loyalty-signup-form.tsx'
import { takeRedirect } from '../state/member-session.ts'
import { useClientStore } from '../state/store-context.tsx'
import { earlyPostAction, useEarlyPost } from '../early-post.ts'
import { EarlyPostNotice } from '../components/account/early-post-notice.tsx'
import '../styles/controls.css'
import '../styles/account.css'
import { SiteLink } from '../components/layout/site-link.tsx'

// Sent before the scripts ran, the form comes back with these (never the passwords).
export const action = earlyPostAction(['first_name', 'last_name', 'email', 'phone', 'dob', 'zip'])

/** /account/signup: join VIP Perks. Success goes to the stored redirect or /account/perks. */
export function Component() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const early = useEarlyPost()
  const ids = 'signup'
  return (
    <section className="account-page account-page--narrow" aria-labelledby={`${ids}-title`}>
      <PageMeta
        title="Join VIP Perks | Perkins Restaurant & Bakery"
        description="Join VIP Perks: earn points on every visit, get a birthday reward and redeem rewards on us."
      />
      <h1 id={`${ids}-title`}>Join VIP Perks</h1>
      {/* A member already signed in is told so, as on the sign-in page, with the way to their account. */}
      {snap.userToken && snap.activeUser ? (
        <p className="account-notice">
          {`You are signed in as ${snap.activeUser.first_name}. `}
          <SiteLink to="/account">Go to My Account</SiteLink>
        </p>
      ) : (
        <p>
          Already a member? <SiteLink to="/signin">Sign in</SiteLink>
        </p>
      )}
      <EarlyPostNotice early={early} button="Sign Up" />
      <LoyaltySignupForm
        idPrefix="signup"
        initialValues={early?.values}
        onSignedUp={() => void navigate(takeRedirect(store, '/account/perks'), { replace: true })}
      />
    </section>
  )
}
