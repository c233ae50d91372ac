import { Link, useNavigate } from 'react-router'
import { PageMeta } from '../components/page-meta.tsx'
import { LoyaltySignupForm } from '../components/account/loyalty-signup-form.tsx'
import { takeRedirect } from '../state/member-session.ts'
import { useClientStore } from '../state/store-context.tsx'
import '../styles/controls.css'
import '../styles/account.css'

/** /account/signup: join VIP Perks. Success goes to the stored redirect or /account/perks. */
export function Component() {
  const store = useClientStore()
  const navigate = useNavigate()
  const ids = 'signup'
  return (
    <section className="account-page account-page--narrow" aria-labelledby={`${ids}-title`}>
      <PageMeta
        title="Join VIP Perks | Perkins Restaurant & Bakery"
        description="Join VIP Perks: earn points on every visit, get a birthday reward and redeem rewards on us."
      />
      <h1 id={`${ids}-title`}>Join VIP Perks</h1>
      <p>
        Already a member? <Link to="/signin">Sign in</Link>
      </p>
      <LoyaltySignupForm idPrefix="signup" onSignedUp={() => void navigate(takeRedirect(store, '/account/perks'), { replace: true })} />
    </section>
  )
}
