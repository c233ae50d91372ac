// Runs in the head, before the body is parsed: a page loaded again by a reload or by Back (not from the back-forward
// cache, which keeps the page as it was) is marked, so its stylesheet lays out every part at once and the browser's
// own scroll restoration lands where the visitor was (RouteHandle.marksScrollRestore in client/route-handle.ts).
export const SCROLL_RESTORE_MARK_SOURCE =
  'if(/^(reload|back_forward)$/.test(performance.getEntriesByType("navigation")[0]?.type))document.documentElement.dataset.restoresScroll=""'
