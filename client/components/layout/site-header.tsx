import { useState } from 'react'
import { Link, NavLink } from 'react-router'
import { useSnapshot } from 'valtio'
import type { LinkItem } from '../../../shared/schemas/content.ts'
import { cartCount } from '../../../shared/cart-count.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { hrefFor, CmsLink } from './link-item.tsx'
import { Logo } from './logo.tsx'

export function SiteHeader({ menu, variant }: { menu: LinkItem[]; variant: 'default' | 'franchising' }) {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const [menuOpen, setMenuOpen] = useState(false)
  const count = cartCount(snap.activeOrder)
  const signedIn = Boolean(snap.userToken)

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          {/* The name comes from text, so it contains every visible word (WCAG 2.5.3): "Perkins Franchising, home". */}
          <Logo />
          <span className="visually-hidden">{variant === 'franchising' ? 'Perkins ' : 'Perkins Restaurant & Bakery'}</span>
          {variant === 'franchising' ? <span className="site-header__section">Franchising</span> : null}
          <span className="visually-hidden">, home</span>
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="hamburger" />
          <span className="site-header__menu-label">Menu</span>
        </button>
        <nav id="primary-navigation" aria-label="Main" className="site-header__nav" data-open={menuOpen}>
          <ul>
            {menu.map((item) => {
              const href = hrefFor(item.url)
              return (
                <li key={item.title}>
                  {href?.startsWith('/') ? (
                    <NavLink to={href} onClick={() => setMenuOpen(false)}>
                      {item.title}
                    </NavLink>
                  ) : (
                    <CmsLink link={item.url}>{item.title}</CmsLink>
                  )}
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="site-header__actions">
          <Link to={signedIn ? '/account' : '/signin'} className="site-header__account">
            {signedIn ? 'My Account' : 'Sign In'}
          </Link>
          {variant === 'default' ? (
            <button
              type="button"
              className="cart-button"
              aria-haspopup="dialog"
              aria-label={`Your order, ${count} ${count === 1 ? 'item' : 'items'}`}
              onClick={() => (store.cartOpen = true)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.3 8.3a2 2 0 0 1-1.9 1.5H8.5a2 2 0 0 1-2-1.6L4.3 2H1V0h4.9l.5 2Z" fill="currentColor" transform="translate(1 1) scale(.9)" />
              </svg>
              <span className="cart-button__count" data-testid="cart-count">
                {count}
              </span>
            </button>
          ) : null}
        </div>
      </div>
    </header>
  )
}
