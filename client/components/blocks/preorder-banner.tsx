import { useRouteLoaderData } from 'react-router'
import type { Block } from '#shared/schemas/content.ts'
import type { RootData } from '../../loaders.ts'
import '../../styles/preorder-banner.css'
import { SiteLink } from '../layout/site-link.tsx'

// The holiday pre-order promotion: the CMS's open window (globals preorderWindows, chosen by the root loader), its
// title and one sentence, and on the home page a link to the menu. Nothing when no window is open, so editors place
// it once and forget it.

/** `compact`: the slim form /menu shows above the dishes, without the link (the visitor is already there). */
export function PreorderBanner({ compact = false }: { compact?: boolean }) {
  const window = (useRouteLoaderData('root') as RootData | undefined)?.promotedPreorder ?? null
  if (window === null) return null
  return (
    <section className={`preorder-banner${compact ? ' preorder-banner--compact' : ''}`} aria-labelledby={`preorder-banner-${window.id}`}>
      <p className="preorder-banner__eyebrow">Holiday pre-orders are open</p>
      {/* On /menu every h2 is a menu group (its schema.org sections follow them): the slim banner's title is no heading. */}
      {compact ? (
        <p className="preorder-banner__title" id={`preorder-banner-${window.id}`}>
          {window.title}
        </p>
      ) : (
        <h2 id={`preorder-banner-${window.id}`}>{window.title}</h2>
      )}
      {/* One text node: split in two, the second part's first word moves when the web font replaces the fallback,
          which counts as a layout shift. */}
      <p>{`${window.summary} Choose a holiday pickup at checkout.`}</p>
      {!compact ? (
        <SiteLink className="button button--gold" to="/menu">
          Order pies
        </SiteLink>
      ) : null}
    </section>
  )
}

/** `preorder_banner`: the promotion as a CMS block (no fields: it shows whichever window is open). */
export function PreorderBannerBlock(_props: { block: Block }) {
  return <PreorderBanner />
}
