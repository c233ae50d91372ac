import { useLocation, useRouteLoaderData } from 'react-router'
import type { RootData } from '../loaders.ts'

/** The brand's social preview (1200 × 630 PNG, scripts/brand/render-images.mjs) when a page has no picture of its own. */
const DEFAULT_SOCIAL_IMAGE = '/images/brand/og-perkins.png'

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`)

/**
 * Title, description, canonical URL, Open Graph and Twitter tags (the site name and card type are in every
 * document already); React hoists them into the document head. The canonical URL is the path without its query (a ?store= link is the same page as /menu).
 */
export function PageMeta({ title, description, image }: { title: string; description: string; image?: string | undefined }) {
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? ''
  const { pathname } = useLocation()
  const url = `${origin}${pathname}`
  const imageUrl = absolute(origin, image ?? DEFAULT_SOCIAL_IMAGE)
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {origin ? <link rel="canonical" href={url} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {origin ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  )
}
