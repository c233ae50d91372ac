import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import type { User } from '#shared/schemas/member.ts'
import { AccountNav } from '../components/account/account-nav.tsx'
import { MemberOnly } from '../components/account/member-only.tsx'
import { ProfileEditor } from '../components/account/profile-editor.tsx'
import { SavedAddresses } from '../components/account/saved-addresses.tsx'
import { SavedPayments } from '../components/account/saved-payments.tsx'
import { FavoriteLocationButton } from '../components/locations/favorite-location-button.tsx'
import { PageMeta } from '../components/page-meta.tsx'
import { signOut } from '../state/member-session.ts'
import { forgetSignupDraft } from '../state/forget-signup-draft.ts'
import { useClientStore } from '../state/store-context.tsx'
import { useApi } from '../use-api.ts'
import '../styles/controls.css'
import '../styles/account.css'

// /account: the member's profile (editable), saved payments, saved delivery addresses, favourite location, and sign out.

type Favorite = { id: number; name?: unknown; address?: unknown; city?: unknown; state?: unknown }

function favoriteText(favorite: Favorite | undefined): string {
  if (!favorite) return 'You have not chosen a favorite location yet.'
  const parts = [favorite.name, favorite.address, favorite.city, favorite.state].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  )
  return parts.length > 0 ? `Perkins ${parts.join(', ')}` : `Perkins #${favorite.id}`
}

function FavoriteLocation({ user }: { user: User }) {
  const favorite = user.favelocations[0] as Favorite | undefined
  return (
    <>
      <p>{favoriteText(favorite)}</p>
      <FavoriteLocationButton hasFavorite={favorite !== undefined} />
    </>
  )
}

function Account() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const navigate = useNavigate()
  const api = useApi()
  const ids = 'account'
  const user = snap.activeUser as User | null
  if (!user) return null

  function signOutHere() {
    // Leave the member-only screen first, so it does not send the visitor to sign in and back here.
    void navigate('/signin', { replace: true })
    forgetSignupDraft()
    void signOut(api, store)
  }

  return (
    <>
      <p>{`Welcome back, ${user.first_name}!`}</p>
      <AccountNav />
      <div className="account-sections">
        <section className="account-card" aria-labelledby={`${ids}-profile`}>
          <h2 id={`${ids}-profile`}>Profile</h2>
          <ProfileEditor user={user} />
        </section>
        <section className="account-card" aria-labelledby={`${ids}-favorite`}>
          <h2 id={`${ids}-favorite`}>My favorite location</h2>
          <FavoriteLocation user={user} />
        </section>
        <section className="account-card" aria-labelledby={`${ids}-payments`}>
          {/* Takes focus when the last card is deleted. */}
          <h2 id={`${ids}-payments`} tabIndex={-1}>
            Saved payments
          </h2>
          <SavedPayments headingId={`${ids}-payments`} />
        </section>
        <section className="account-card" aria-labelledby={`${ids}-addresses`}>
          {/* Takes focus when the last address is deleted. */}
          <h2 id={`${ids}-addresses`} tabIndex={-1}>
            Saved addresses
          </h2>
          <SavedAddresses headingId={`${ids}-addresses`} />
        </section>
        <section className="account-card" aria-labelledby={`${ids}-signout`}>
          <h2 id={`${ids}-signout`}>Sign out</h2>
          <p>Signing out also clears your current order from this device.</p>
          <button type="button" className="button" onClick={signOutHere}>
            Sign Out
          </button>
        </section>
      </div>
    </>
  )
}

export function Component() {
  const ids = 'account'
  return (
    <section className="account-page" aria-labelledby={`${ids}-title`}>
      <PageMeta
        title="My Account | Perkins Restaurant & Bakery"
        description="Your VIP Perks profile, favorite location, saved payments and delivery addresses."
      />
      <h1 id={`${ids}-title`}>My Account</h1>
      <MemberOnly>
        <Account />
      </MemberOnly>
    </section>
  )
}
