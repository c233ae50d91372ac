import { useEffect, useState } from 'react'
import { whenIdle } from '../../use-when-idle.ts'

// The menu's categories wait off screen unstyled and unlaid (content-visibility in client/styles/ordering.css) until
// they are marked laid out, so the first layout of some hundred cards, their relayout when the web fonts arrive and
// the location selector's opening (a modal restyles the whole page behind it) pay for the cards in view only.

const WAITING = '.menu-category:not([data-laid-out]), #category-sides:not([data-laid-out])'

/** Past this, the categories are laid out even if a web font is still on its way: waiting has a cost too (below). */
const FONTS_WAIT_MS = 3000

/** The longest a category waits for an idle moment once the pass has begun. */
const IDLE_WAIT_MS = 2000

const waitingCategories = () => Array.from(document.querySelectorAll(WAITING))

/**
 * Lays out at once every waiting category up to and including `target`: a jump to it then lands on real heights, so
 * nothing above it moves afterwards and the place Back returns to is measured right. The category bar calls it
 * before the browser follows its link.
 */
export function layOutCategoriesThrough(target: Element) {
  for (const category of waitingCategories()) {
    const before = category === target || (category.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    if (!before) break
    category.setAttribute('data-laid-out', '')
  }
}

/**
 * Once the web fonts are in, marks the listing's categories laid out one per idle moment, so each costs the browser a
 * short task; afterwards the page is an ordinary one. Until then a category off screen has an estimated height, so
 * any jump down the page (the scroll bar, Find, the End key) lays out at once every waiting category it passed:
 * otherwise the visitor would land by one that then moves, and Back would return to an offset measured on estimates.
 * `listing` changes with the menu shown: a new menu's categories wait again.
 *
 * Returns the categories' `data-laid-out` for a listing first rendered after hydration (a link to the menu, Back from
 * a dish): laid out at once, since Back restores the visitor's place in the same task. The server's listing, and
 * hydration's, leave it to the idle moments.
 */
export function useCategoriesLaidOutWhenIdle(listing: unknown): '' | undefined {
  // Set once the page has hydrated (client/state/client-state-sync.tsx); read once, at the listing's first render.
  const [laidOutAtOnce] = useState(() => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true')
  useEffect(() => {
    let stopped = false
    let cancel = () => {}
    const stop = () => {
      stopped = true
      cancel()
      window.removeEventListener('scroll', layOutPassed)
    }
    const layOutNext = () => {
      if (stopped) return
      const category = document.querySelector(WAITING)
      if (!category) {
        stop()
        return
      }
      category.setAttribute('data-laid-out', '')
      cancel = whenIdle(layOutNext, IDLE_WAIT_MS)
    }
    // Reading a waiting category's box is cheap: it has its estimated size, and nothing inside it is laid out.
    function layOutPassed() {
      const passed = waitingCategories().filter((category) => category.getBoundingClientRect().top < window.innerHeight)
      const last = passed.at(-1)
      if (last) layOutCategoriesThrough(last)
    }
    window.addEventListener('scroll', layOutPassed, { passive: true })
    const fontsWait = new Promise((resolve) => setTimeout(resolve, FONTS_WAIT_MS))
    void Promise.race([document.fonts.ready, fontsWait]).then(() => {
      if (!stopped) cancel = whenIdle(layOutNext, IDLE_WAIT_MS)
    })
    return stop
  }, [listing])
  return laidOutAtOnce ? '' : undefined
}
