import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'

// A sentence another screen leaves for the basket (/order) when it sends the visitor there, carried in the history
// entry's state. It shows once: a reload or a later Back to that entry does not repeat old news.

export const EMPTY_BASKET_NOTICE = 'Your cart is empty. Add something from the menu to check out.'

export interface BasketNotice {
  notice: string
}

/** Only our own sentences are shown: the history state is whatever the page put there, so it is checked. */
function noticeOf(state: unknown): string | null {
  const notice = (state as Partial<BasketNotice> | null)?.notice
  return notice === EMPTY_BASKET_NOTICE ? notice : null
}

/** The sentence another screen left for this visit to /order, once the page has hydrated; null when none. */
export function useBasketNotice(): string | null {
  const state: unknown = useLocation().state
  // Read after hydration: the server never sees history state, so a first render with it would not match.
  const [notice, setNotice] = useState<string | null>(null)
  useEffect(() => {
    const arrived = noticeOf(state)
    if (!arrived) return
    setNotice(arrived)
    // Forget it in the entry itself (React Router keeps its state under `usr`), without a navigation.
    const entry: unknown = window.history.state
    if (entry && typeof entry === 'object') window.history.replaceState({ ...entry, usr: null }, '')
  }, [state])
  return notice
}

export function BasketNoticeMessage({ notice }: { notice: string | null }) {
  if (!notice) return null
  return (
    <p className="basket-notice" role="status">
      {notice}
    </p>
  )
}
