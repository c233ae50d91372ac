import { useLocation } from 'react-router'

// A sentence another screen leaves for the basket (/order) when it sends the visitor there, carried in the history
// entry's state: it shows on that visit, and again on Back to it, never on a fresh visit.

export const EMPTY_BASKET_NOTICE = 'Your cart is empty. Add something from the menu to check out.'

export interface BasketNotice {
  notice: string
}

/** Only our own sentences are shown: the history state is whatever the page put there, so it is checked. */
function noticeOf(state: unknown): string | null {
  const notice = (state as Partial<BasketNotice> | null)?.notice
  return notice === EMPTY_BASKET_NOTICE ? notice : null
}

export function BasketNoticeMessage() {
  const notice = noticeOf(useLocation().state)
  if (!notice) return null
  return (
    <p className="basket-notice" role="status">
      {notice}
    </p>
  )
}
