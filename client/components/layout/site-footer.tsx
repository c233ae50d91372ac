import { memo } from 'react'
import type { Globals, LinkItem } from '#shared/schemas/content.ts'
import { safeHref } from '#shared/safe-link.ts'
import { CmsLink } from './link-item.tsx'
import { Logo } from './logo.tsx'
import { useSiteNow } from '../../use-site-now.ts'
import { SiteLink } from './site-link.tsx'

function FooterColumn({ heading, links }: { heading: string; links: LinkItem[] }) {
  const id = `footer-${heading.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <nav className="site-footer__column" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.title}>
            <CmsLink link={link.url}>{link.title}</CmsLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

// Memoised: the shell re-renders on a loading flag, and the footer's links need not follow.
export const SiteFooter = memo(function SiteFooter({ globals }: { globals: Globals }) {
  const year = useSiteNow().getFullYear()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <SiteLink to="/" className="site-footer__logo">
            <Logo />
            <span className="visually-hidden">Perkins Restaurant & Bakery, home</span>
          </SiteLink>
          <SiteLink to="/locations" className="button button--gold site-footer__locations">
            View Locations
          </SiteLink>
        </div>
        <div className="site-footer__columns">
          <FooterColumn heading="About Us" links={globals.footerMenus.about} />
          <FooterColumn heading="Resources" links={globals.footerMenus.resources} />
          <FooterColumn heading="Legal" links={globals.footerMenus.legal} />
          <div className="site-footer__column">
            <h2>Follow Us</h2>
            <ul className="site-footer__social">
              {globals.social.map((social) => {
                // Unsafe addresses stay text (shared/safe-link.ts), even in draft content that skipped the sync.
                const href = safeHref(social.url)
                return (
                  <li key={social.network}>
                    {href ? (
                      <a href={href} rel="noopener noreferrer" target="_blank">
                        {social.label}
                      </a>
                    ) : (
                      <span>{social.label}</span>
                    )}
                  </li>
                )
              })}
            </ul>
          </div>
        </div>
        <p className="site-footer__brand">{globals.brandStatement}</p>
        <p className="site-footer__copyright">{`© ${year} Perkins & Marie Callender's, LLC. All rights reserved.`}</p>
      </div>
    </footer>
  )
})
