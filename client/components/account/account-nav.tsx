import { SiteNavLink } from '../layout/site-nav-link.tsx'

/** The member's own screens, one tab each. */
export function AccountNav() {
  return (
    <nav aria-label="My account">
      <ul className="account-nav">
        <li>
          <SiteNavLink to="/account" end className="button button--secondary">
            My Account
          </SiteNavLink>
        </li>
        <li>
          <SiteNavLink to="/account/perks" className="button button--secondary">
            My Rewards
          </SiteNavLink>
        </li>
        <li>
          <SiteNavLink to="/account/history" className="button button--secondary">
            Order History
          </SiteNavLink>
        </li>
      </ul>
    </nav>
  )
}
