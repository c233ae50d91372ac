import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { followLinkInApp } from '../../in-app-navigation.ts'

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path on this site, with its query and fragment if any. */
  to: string
}

/**
 * A link to a page of this site: a plain anchor, which an ordinary click turns into a client-side navigation. It has
 * no hooks, so a hundred of them cost the server's render and the phone's hydration next to nothing.
 */
export function SiteLink({ to, onClick, ...anchor }: SiteLinkProps) {
  return <a {...anchor} href={to} onClick={onClick ? (event) => followAfter(onClick, event) : followLinkInApp} />
}

function followAfter(onClick: (event: MouseEvent<HTMLAnchorElement>) => void, event: MouseEvent<HTMLAnchorElement>) {
  onClick(event)
  followLinkInApp(event)
}
