import { NavLink } from 'react-router'

/** The member's own screens, one tab each. */
export function AccountNav() {
  return (
    <nav aria-label="My account">
      <ul className="account-nav">
        <li>
          <NavLink to="/account" end className="button button--secondary">
            My Account
          </NavLink>
        </li>
        <li>
          <NavLink to="/account/perks" className="button button--secondary">
            My Rewards
          </NavLink>
        </li>
        <li>
          <NavLink to="/account/history" className="button button--secondary">
            Order History
          </NavLink>
        </li>
      </ul>
    </nav>
  )
}
