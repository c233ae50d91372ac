// Runs in the head, before the body is parsed: a page loaded again by a reload or by Back (not from the back-forward
// cache, which keeps the page as it was) is marked, so its stylesheet lays out every part at once and the browser's
// own scroll restoration lands where the visitor was (RouteHandle.marksScrollRestore in client/route-handle.ts).
// ES5, like the start script (start-after-paint.ts): a browser too old for it logs nothing and only loses the mark.
// In a function of its own, so it leaves no global behind.
export const SCROLL_RESTORE_MARK_SOURCE =
  '(function(){var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];if(n&&/^(reload|back_forward)$/.test(n.type))document.documentElement.setAttribute("data-restores-scroll","")})()'
