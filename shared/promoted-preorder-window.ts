import type { PreorderWindow } from './schemas/preorder-window.ts'

// The chain's calendar day as YYYY-MM-DD. Every page asks (the root loader), so one formatter serves the isolate
// (toLocaleDateString with a time zone builds one per call, measured at a sixteenth of a rendered page's CPU), and
// the day is kept for the minute it was asked in: Central time's days start on a whole minute.
// The formatter is built on first use, not when the module loads: building it loads the zone's rules, about 10 ms of
// a browser's start-up on every page (profiled in Chromium), and a browser hydrating a page never asks for the day.
let chainDayFormat: Intl.DateTimeFormat | undefined
let lastAsked = { minute: Number.NaN, day: '' }

function chainDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastAsked.minute) {
    chainDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' })
    lastAsked = { minute, day: chainDayFormat.format(now) }
  }
  return lastAsked.day
}

/**
 * The pre-order window the site promotes on a day: the first one taking orders from its first day through its
 * order-by day. A promotion only: the day is the chain's (US Central, where most restaurants are); each
 * restaurant's own clock decides what it accepts at checkout.
 */
export function promotedPreorderWindow(windows: readonly PreorderWindow[], now: Date): PreorderWindow | null {
  const today = chainDay(now)
  return windows.find((window) => window.opens_on <= today && today <= window.order_by.date) ?? null
}
