import type { LinkItem } from '#shared/schemas/content.ts'
import { CmsLink } from '../layout/link-item.tsx'
import { useLinksForViewer } from './member-links.ts'

/** A block's main action and, optionally, a second one beside it, as large buttons. */
export function ActionLinks({
  primary,
  secondary,
  className,
}: {
  primary?: LinkItem | undefined
  secondary?: LinkItem | undefined
  className: string
}) {
  const forViewer = useLinksForViewer()
  const [first, second] = forViewer([primary, secondary].filter((link): link is LinkItem => link !== undefined))
  return (
    <p className={className}>
      {first ? (
        <CmsLink link={first.url} className="button button--large">
          {first.title}
        </CmsLink>
      ) : null}
      {second ? (
        <CmsLink link={second.url} className="button button--secondary button--large">
          {second.title}
        </CmsLink>
      ) : null}
    </p>
  )
}
