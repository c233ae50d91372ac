import { memo, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import type { LinkItem } from '#shared/schemas/content.ts'
import { cartCount } from '#shared/cart-count.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { hrefFor, CmsLink } from './link-item.tsx'
import { Logo } from './logo.tsx'
import { SiteLink } from './site-link.tsx'
import { SiteNavLink } from './site-nav-link.tsx'

/**
 * A header button whose panel opens once the scripts run. Before they do (seconds on a slow phone) it is a form's
 * button, so a press still goes somewhere: to the page that does the panel's job.
 */
function PanelButtonForm({ page, children }: { page: string; children: ReactNode }) {
  return (
    <form action={page} method="get" className="site-header__panel-form">
      {children}
    </form>
  )
}

/** The press, once the scripts run: the panel, not the page. */
const openPanel = (open: () => void) => (event: MouseEvent) => {
  event.preventDefault()
  open()
}

/** The chosen restaurant ("Pickup from Roseville"), or an invitation to choose one; either opens the location selector. */
function StoreChip() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const location = snap.location
  const mode = snap.orderType === 'delivery' ? 'Delivery from' : 'Pickup from'
  return (
    <PanelButtonForm page="/locations">
      <button
        type="submit"
        className="store-chip"
        aria-haspopup="dialog"
        aria-label={location ? `${mode} ${location.name}, change restaurant` : undefined}
        onClick={openPanel(() => (store.locationSelectorOpen = true))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        <span className="store-chip__text">
          {location ? (
            <>
              <span className="store-chip__label">{`${mode} `}</span>
              <strong>{location.name}</strong>
            </>
          ) : (
            <>
              <strong className="store-chip__label">Find a restaurant</strong>
              <strong className="store-chip__short">Find us</strong>
            </>
          )}
        </span>
      </button>
    </PanelButtonForm>
  )
}

// Memoised: it follows the store itself, so the shell's renders (a loading flag, a store rule) need not reach its links.
export const SiteHeader = memo(function SiteHeader({ menu, variant }: { menu: LinkItem[]; variant: 'default' | 'franchising' }) {
  const store = useClientStore()
  const snap = useSnapshot(store)
  // The phone's navigation is a popover its button opens by itself, so it works before the page's scripts run (a
  // reading page starts them after it has painted). The browser closes it on Escape or a tap outside and puts focus
  // back on the button; the scripts only follow its state for aria-expanded (unset until they run: until then the
  // browser tells the state of a popover's button itself) and close it when a link is followed.
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null)
  const navigationRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const navigation = navigationRef.current
    if (!navigation) return
    const follow = () => setMenuOpen(navigation.matches(':popover-open'))
    follow()
    navigation.addEventListener('toggle', follow)
    return () => navigation.removeEventListener('toggle', follow)
  }, [])
  const closeMenu = () => {
    const navigation = navigationRef.current
    if (navigation?.matches(':popover-open')) navigation.hidePopover()
  }
  const count = cartCount(snap.activeOrder)
  const signedIn = Boolean(snap.userToken)

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <SiteLink to="/" className="site-header__logo">
          {/* The name comes from text, so it contains every visible word (WCAG 2.5.3): "Perkins Franchising, home". */}
          <Logo />
          <span className="visually-hidden">{variant === 'franchising' ? 'Perkins ' : 'Perkins Restaurant & Bakery'}</span>
          {variant === 'franchising' ? <span className="site-header__section">Franchising</span> : null}
          <span className="visually-hidden">, home</span>
        </SiteLink>
        <button
          type="button"
          className="site-header__menu-button"
          popoverTarget="primary-navigation"
          aria-expanded={menuOpen ?? undefined}
          aria-controls="primary-navigation"
        >
          <span aria-hidden="true" className="hamburger" />
          <span className="site-header__menu-label">Menu</span>
        </button>
        <nav
          ref={navigationRef}
          id="primary-navigation"
          aria-label="Main"
          className="site-header__nav"
          popover="auto"
          // Tab past its last link closes it: left open, it would cover the controls the keyboard has moved on to.
          onBlur={(event) => {
            const next = event.relatedTarget
            if (next instanceof Element && !event.currentTarget.contains(next) && !next.matches('.site-header__menu-button')) closeMenu()
          }}
        >
          <ul>
            {menu.map((item) => {
              const href = hrefFor(item.url)
              return (
                <li key={item.title}>
                  {href?.startsWith('/') ? (
                    <SiteNavLink to={href} onClick={closeMenu}>
                      {item.title}
                    </SiteNavLink>
                  ) : (
                    <CmsLink link={item.url}>{item.title}</CmsLink>
                  )}
                </li>
              )
            })}
            {/* On a phone the account link lives in the menu, so the header stays one row. */}
            <li className="site-header__nav-account">
              <SiteLink to={signedIn ? '/account' : '/signin'} onClick={closeMenu}>
                {signedIn ? 'My Account' : 'Sign In'}
              </SiteLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          {variant === 'default' ? <StoreChip /> : null}
          {signedIn ? (
            // Signed in shows at every width: on a phone as a person icon beside the cart, named "My Account".
            <SiteLink to="/account" className="site-header__account site-header__account--member">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" fill="currentColor" />
              </svg>
              <span className="site-header__account-text">My Account</span>
            </SiteLink>
          ) : (
            <SiteLink to="/signin" className="site-header__account">
              Sign In
            </SiteLink>
          )}
          {variant === 'default' ? (
            <PanelButtonForm page="/order">
              <button
                type="submit"
                className="cart-button"
                aria-haspopup="dialog"
                aria-label={`Your order, ${count} ${count === 1 ? 'item' : 'items'}`}
                onClick={openPanel(() => (store.cartOpen = true))}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                  <path
                    d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.3 8.3a2 2 0 0 1-1.9 1.5H8.5a2 2 0 0 1-2-1.6L4.3 2H1V0h4.9l.5 2Z"
                    fill="currentColor"
                    transform="translate(1 1) scale(.9)"
                  />
                </svg>
                <span className="cart-button__count" data-testid="cart-count">
                  {count}
                </span>
              </button>
            </PanelButtonForm>
          ) : null}
        </div>
      </div>
    </header>
  )
})

/**
 * The minimal layout's brand bar (e.g. /reviews): the brand and a way back to the site, nothing to distract. Not a
 * page header (the product hides the header there), so it is a small navigation landmark instead of a banner.
 */
export function MinimalHeader() {
  return (
    <nav aria-label="Perkins" className="site-header site-header--minimal">
      <div className="site-header__inner">
        <SiteLink to="/" className="site-header__logo">
          <Logo />
          <span className="visually-hidden">Perkins Restaurant & Bakery, home</span>
        </SiteLink>
        <div className="site-header__actions">
          <SiteLink to="/" className="site-header__back">
            <span aria-hidden="true">← </span>Back to Perkins
          </SiteLink>
        </div>
      </div>
    </nav>
  )
}
