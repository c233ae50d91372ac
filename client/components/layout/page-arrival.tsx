import { useEffect, useRef } from 'react'
import { ScrollRestoration, useLocation } from 'react-router'

/**
 * What a visitor expects when a link opens another page of the site, as a full page load would do it: the new page
 * opens at its top (or at its #fragment), Back and Forward return to where the visitor was on that page, and focus
 * moves to the new page's main heading, so a keyboard or screen-reader user starts at the top of what is new and
 * hears its name. Staying on the same page (a changed query, a fragment link) moves neither scroll nor focus.
 */
export function PageArrival() {
  useFocusOnNewPage()
  // Keyed by history entry: each visit of a page keeps its own scroll position for Back and Forward.
  return <ScrollRestoration />
}

function useFocusOnNewPage() {
  const { pathname, hash } = useLocation()
  const previousPathname = useRef(pathname)
  useEffect(() => {
    if (previousPathname.current === pathname) return
    previousPathname.current = pathname
    // A fragment names where the visitor is going; the browser's own focus handling for it stays.
    if (hash) return
    focusMainHeading()
  }, [pathname, hash])
}

/** The page's h1, else its main landmark (tabIndex -1 in the layout), focused without scrolling it. */
function focusMainHeading() {
  const main = document.getElementById('main')
  if (!main) return
  const heading = Array.from(main.querySelectorAll<HTMLElement>('h1')).find((candidate) => candidate.getClientRects().length > 0)
  const target = heading ?? main
  // A heading is not focusable by itself; -1 lets a script focus it without adding it to the Tab order.
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1
  // A dialog the visitor left through one of its links closes a moment later and gives focus back to what opened
  // it on the old page: the heading takes it once the dialog has closed.
  const dialog = document.activeElement?.closest('dialog[open]')
  if (dialog) {
    dialog.addEventListener('close', () => target.isConnected && target.focus({ preventScroll: true }), { once: true })
    return
  }
  target.focus({ preventScroll: true })
}
