import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/**
 * What a visitor expects when a link opens another page of the site, as a full page load would do it: the new page
 * opens at its top (or at its #fragment), Back and Forward return to where the visitor was on that page, and focus
 * moves to the new page's main heading, so a keyboard or screen-reader user starts at the top of what is new and
 * hears its name. Back and Forward give focus back to the control the visitor left the page from (the dish opened
 * far down the menu), as a browser does for a page it kept: focus on the heading at the top while the page shows its
 * middle would send the next Tab back to the top. Staying on the same page (a changed query, a fragment link) moves
 * neither scroll nor focus.
 *
 * A few lines rather than React Router's ScrollRestoration, which is over 1 KB in every page's first load: a reload
 * keeps the browser's own restoration, so only in-app moves need handling, and positions are kept for this tab's
 * history entries in memory.
 */
/** Navigation state for a move that places focus itself (the product page hands it to the cart button). */
export const KEEP_FOCUS = { keepFocus: true } as const

export function PageArrival() {
  const { key, pathname, hash, state } = useLocation()
  const navigationType = useNavigationType()
  const current = useRef({ key, pathname })

  // Where the visitor is on each history entry, kept as they scroll and move focus, so Back finds it again.
  useEffect(() => {
    const remember = () => SCROLL_BY_ENTRY.set(current.current.key, window.scrollY)
    // Focus that left the main part (the header, the cart panel, a dialog) is no place to come back to: the heading is.
    const rememberFocus = (event: FocusEvent) => {
      const place = focusPlace(event.target)
      if (place) FOCUS_BY_ENTRY.set(current.current.key, place)
      else FOCUS_BY_ENTRY.delete(current.current.key)
    }
    window.addEventListener('scroll', remember, { passive: true })
    document.addEventListener('focusin', rememberFocus)
    return () => {
      window.removeEventListener('scroll', remember)
      document.removeEventListener('focusin', rememberFocus)
    }
  }, [])

  useLayoutEffect(() => {
    const previous = current.current
    current.current = { key, pathname }
    if (previous.key === key) return
    if (navigationType === 'POP') {
      const saved = SCROLL_BY_ENTRY.get(key)
      if (saved !== undefined) window.scrollTo(0, saved)
    } else if (hash) {
      fragmentTarget(hash)?.scrollIntoView()
    } else if (previous.pathname !== pathname) {
      window.scrollTo(0, 0)
    }
    // A fragment names where the visitor is going; the browser's own focus handling for it stays.
    const keepFocus = (state as { keepFocus?: unknown } | null)?.keepFocus === true
    if (previous.pathname === pathname || hash || keepFocus) return
    if (navigationType !== 'POP' || !refocus(FOCUS_BY_ENTRY.get(key))) focusMainHeading()
  }, [key, pathname, hash, state, navigationType])

  return null
}

const SCROLL_BY_ENTRY = new Map<string, number>()

/** A control in the page's main part, by its place among the focusable elements there and what it is. */
interface FocusPlace {
  index: number
  name: string
}
const FOCUS_BY_ENTRY = new Map<string, FocusPlace>()
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

const focusables = (main: HTMLElement) => Array.from(main.querySelectorAll<HTMLElement>(FOCUSABLE))
const nameOf = (element: Element) => `${element.tagName} ${element.getAttribute('href') ?? ''} ${element.textContent?.slice(0, 80) ?? ''}`

function focusPlace(target: EventTarget | null): FocusPlace | null {
  const main = document.getElementById('main')
  if (!main || !(target instanceof HTMLElement) || target === main || !main.contains(target)) return null
  return { index: focusables(main).indexOf(target), name: nameOf(target) }
}

/** Focuses the control kept for a history entry if the page shows the same one there; false when it does not. */
function refocus(place: FocusPlace | undefined): boolean {
  const main = document.getElementById('main')
  const element = place && main ? focusables(main)[place.index] : undefined
  if (!element || nameOf(element) !== place?.name || element.getClientRects().length === 0) return false
  element.focus({ preventScroll: true })
  return document.activeElement === element
}

/** The element a #fragment names; a malformed escape (`#%E0%A4%A`) names nothing rather than throwing. */
function fragmentTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/** The page's h1, else its main landmark (tabIndex -1 in the layout), focused without scrolling it. */
export function focusMainHeading() {
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
