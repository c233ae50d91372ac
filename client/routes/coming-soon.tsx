import { Link, useLocation } from 'react-router'
import { ownValue } from '#shared/own-property.ts'
import { PageMeta } from '../components/page-meta.tsx'

const ORDERING_SOON = 'Online ordering opens here soon. Until then, call or visit your nearest Perkins and we will have it ready for you.'

/** The native app's screens by path: the website names them but does not serve them. */
const TITLES: Readonly<Record<string, string>> = {
  '/app/confirm': 'Order Confirmation',
  '/app/payment': 'Payment',
  '/app/payment-dev': 'Payment',
}

/** An honest placeholder for a screen a later release fills: what it will be, and what to do meanwhile. */
export function Component() {
  const { pathname } = useLocation()
  const title = ownValue(TITLES, pathname.replace(/\/+$/, '').toLowerCase()) ?? 'Coming Soon'
  return (
    <section className="coming-soon">
      <PageMeta title={`${title} | Perkins Restaurant & Bakery`} description={ORDERING_SOON} />
      <h1>{title}</h1>
      <p className="coming-soon__badge">Coming soon</p>
      <p>{ORDERING_SOON}</p>
      <p>
        <Link to="/" className="button">
          Back to the home page
        </Link>
      </p>
    </section>
  )
}
