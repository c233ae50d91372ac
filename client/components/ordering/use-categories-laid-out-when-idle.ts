import { useEffect, useState } from 'react'

// The menu's categories wait off screen unstyled and unlaid (content-visibility in client/styles/ordering.css) until
// they are marked laid out, so the first layout of some hundred cards, their relayout when the web fonts arrive and
// the location selector's opening (a modal restyles the whole page behind it) pay for the cards in view only.

const WAITING = '.menu-category:not([data-laid-out]), #category-sides:not([data-laid-out])'

function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 16)
  return () => clearTimeout(handle)
}

/**
 * Once the web fonts are in, marks the listing's categories laid out one per idle moment, so each costs the browser a
 * short task. Until then a category off screen has an estimated height, and a jump far down the page would land by
 * it and then move as the categories around it took their real heights; afterwards the page is an ordinary one.
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
    const layOutNext = () => {
      const category = document.querySelector(WAITING)
      if (stopped || !category) return
      category.setAttribute('data-laid-out', '')
      cancel = whenIdle(layOutNext)
    }
    void document.fonts.ready.then(() => {
      if (!stopped) cancel = whenIdle(layOutNext)
    })
    return () => {
      stopped = true
      cancel()
    }
  }, [listing])
  return laidOutAtOnce ? '' : undefined
}
