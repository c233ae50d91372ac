// The time the site's screens show ("Open now", today's hours, the footer's year). It is the real clock, except in
// development and test where the site Worker may pin it to the sandbox's clock (shared/pinned-clock.ts), so a page
// rendered on the server agrees with the sandbox and with a test browser pinned to the same instant. The browser
// never moves it: there the page reads its own clock.

let offsetMs = 0

/** Now, as the site's screens tell it. */
export function siteNow(): Date {
  return new Date(Date.now() + offsetMs)
}

/** Moves the site's clock so it reads `instant` now (the site Worker only, in development and test). */
export function pinSiteClock(instant: number | null, realNow = Date.now()): void {
  offsetMs = instant === null ? 0 : instant - realNow
}

/**
 * How far the clock is pinned from the real one (ms), or null when it is not pinned. Part of the edge cache's key,
 * so a page rendered before a pin (at another day's hours, another holiday banner) is never served after it.
 */
export function siteClockPin(): number | null {
  return offsetMs === 0 ? null : offsetMs
}
