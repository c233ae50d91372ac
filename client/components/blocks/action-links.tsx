import type { LinkItem } from '#shared/schemas/content.ts'
import { CmsLink } from '../layout/link-item.tsx'

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
  return (
    <p className={className}>
      {primary ? (
        <CmsLink link={primary.url} className="button button--large">
          {primary.title}
        </CmsLink>
      ) : null}
      {secondary ? (
        <CmsLink link={secondary.url} className="button button--secondary button--large">
          {secondary.title}
        </CmsLink>
      ) : null}
    </p>
  )
}
