import type { ReactNode } from 'react'
import type { Multilink } from '#shared/schemas/content.ts'
import { multilinkHref } from '#shared/safe-link.ts'
import { SiteLink } from './site-link.tsx'

/**
 * Where a CMS multilink points (linktype, url, cached_url). Null when it points nowhere or somewhere
 * unsafe: checked here too, because draft content in the visual editor never passes the publish-time check.
 */
export function hrefFor(link: Multilink): string | null {
  return multilinkHref(link)
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

export function CmsLink({ link, children, className }: { link: Multilink; children: ReactNode; className?: string }) {
  const href = hrefFor(link)
  if (!href) return <span className={className}>{children}</span>
  if (isInternal(href) && link.linktype !== 'asset') {
    return (
      <SiteLink to={href} className={className}>
        {children}
      </SiteLink>
    )
  }
  const newTab = link.target === '_blank'
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}
