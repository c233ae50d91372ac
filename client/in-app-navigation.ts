import type { MouseEvent } from 'react'
import type { DataRouter } from 'react-router'

// Every internal link of the site is a plain <a href> that the router takes over on an ordinary click (SiteLink).
// React Router's own <Link> runs some ten hooks per link on every render, on the server and again when the page
// hydrates; with a hundred dish cards on /menu that was a tenth of the server's render and part of the phone's
// start-up (docs/decisions/141-plain-links-followed-in-app.md). Here one function, shared by every link, does what
// <Link> does on a click.

let inAppRouter: Pick<DataRouter, 'navigate' | 'state'> | null = null

/** Hands internal links the browser's router, just before the page hydrates (client/entry.client.tsx). */
export function followLinksWith(router: Pick<DataRouter, 'navigate' | 'state'>): void {
  inAppRouter = router
}

/**
 * A link's click handler: an ordinary click on a link to this site becomes a client-side navigation. Anything else
 * stays the browser's: a modified or middle click, a link for another window or a download, another origin, a
 * handler that already prevented the default, or a page whose router is not running (a test, a page before hydrating).
 */
export function followLinkInApp(event: MouseEvent<HTMLAnchorElement>): void {
  const router = inAppRouter
  const link = event.currentTarget
  if (!router || event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
  // The anchor's own URL parts: an address the browser cannot parse has no origin, and is left to the browser. So is
  // a path that resolves to start with `//` (`/.//x`): the router refuses to follow it, and the click would do nothing.
  if (link.origin !== window.location.origin || /^[\\/]{2}/.test(link.pathname)) return
  event.preventDefault()
  const to = `${link.pathname}${link.search}${link.hash}`
  const { pathname, search, hash } = router.state.location
  // As <Link> does: following a link to the page already shown replaces its history entry instead of adding one.
  void router.navigate(to, { replace: to === `${pathname}${search}${hash}` })
}
