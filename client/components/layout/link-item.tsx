import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Multilink } from '../../../shared/schemas/content.ts'
import { HOME_SLUG } from '../../../shared/constants.ts'

/** Where a CMS multilink points (spec §3: linktype, url, cached_url). Null when it points nowhere. */
export function hrefFor(link: Multilink): string | null {
  switch (link.linktype) {
    case 'story': {
      const slug = (link.cached_url || link.url).replace(/^\/+|\/+$/g, '')
      if (!slug && !link.cached_url && !link.url) return null
      return slug === HOME_SLUG || slug === '' ? '/' : `/${slug}`
    }
    case 'email': {
      const address = link.email || link.url
      return address ? `mailto:${address}` : null
    }
    case 'url':
    case 'asset':
      return link.url || link.cached_url || null
  }
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

export function CmsLink({ link, children, className }: { link: Multilink; children: ReactNode; className?: string }) {
  const href = hrefFor(link)
  if (!href) return <span className={className}>{children}</span>
  if (isInternal(href) && link.linktype !== 'asset') {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    )
  }
  const newTab = link.target === '_blank'
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
