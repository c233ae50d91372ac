// Whether an error is the network's (the site never reached) rather than the site's or the page's own code's: the
// error page then says it is a connection issue and loads the page again once the browser is back online.

/**
 * The browser's words for a request or a screen's code that never arrived (Chromium, Firefox, Safari), as against a
 * fault in the page's own code, which also throws TypeErrors and must not be called a connection issue.
 */
const UNREACHED = /failed to fetch|networkerror|load failed|dynamically imported module|importing a module script failed/i

/** A failure to reach the site at all, not an answer from it: no connection, or a fetch the network refused. */
export const isConnectionFailure = (error: unknown): boolean => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  const cause = error instanceof Error && error.cause instanceof TypeError ? error.cause : error
  return cause instanceof TypeError && UNREACHED.test(cause.message)
}
