import { Link, useMatches } from 'react-router'
import type { RouteHandle } from '../route-handle.ts'
import { PageMeta } from '../components/page-meta.tsx'

/** An honest placeholder for a screen a later release fills: what it will be, and what to do meanwhile. */
export function Component() {
  const matches = useMatches()
  const handle = matches.at(-1)?.handle as RouteHandle | undefined
  const { title, summary } = handle?.comingSoon ?? { title: 'Coming Soon', summary: '' }
  return (
    <section className="coming-soon">
      <PageMeta title={`${title} | Perkins Restaurant & Bakery`} description={summary} />
      <h1>{title}</h1>
      <p className="coming-soon__badge">Coming soon</p>
      <p>{summary}</p>
      <p>
        <Link to="/" className="button">
          Back to the home page
        </Link>
      </p>
    </section>
  )
}
