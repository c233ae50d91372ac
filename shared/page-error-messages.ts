// The messages the page itself shows when something fails: the error dialog and the error page, which every page
// loads at start. They are part of the error catalogue (shared/error-messages.ts re-exports them) but live apart, so a
// page's first load carries these three and not the whole catalogue, whose other messages only the screens that
// show them load.

/** The upstream failed or answered something unreadable; the visitor gets home and contact links. */
export const TROUBLE_MESSAGE = 'There was an error processing your request. This error has been logged'
/** The upstream did not answer in time or could not be reached. */
export const CONNECTION_MESSAGE = 'Connection Issue. Please try again.'
/** Content (the CMS store) cannot be read at all: the page answers 503. */
export const CONTENT_UNAVAILABLE_MESSAGE = 'Our site is taking a short break. Please try again in a minute.'
/**
 * What a member reads after their session ended without their asking (a token error, or its end on this device while
 * a page was open, which the first load watches: client/state/persistence.ts).
 */
export const SIGNED_OUT_MESSAGE =
  "For your security you've been signed out of your account. You may be prompted to sign in again before completing the next step."
