import { createContext, useContext, useSyncExternalStore } from 'react'
import { siteNow } from '#shared/site-clock.ts'

// What a screen says about the time ("Open now", today's row in the hours, the footer's year) is drawn from the
// minute the page was rendered until the page has hydrated, then from the live clock, a minute at a time. A page
// the edge cached at 9:59 PM and hydrated at 10:01 PM, or a visitor whose clock is off, would otherwise draw other
// text than the server sent: React would throw the page away and draw it again in the browser.

const MINUTE_MS = 60_000

const toMinute = (epochMs: number): number => Math.floor(epochMs / MINUTE_MS) * MINUTE_MS

/** The minute the page was rendered: the server's clock, carried to the browser in the page's bootstrap. */
export const RenderMinuteContext = createContext<number | null>(null)

/** The site's clock now, to the minute: the server's render minute where the page is being hydrated. */
export const renderMinuteOf = (now: Date = siteNow()): number => toMinute(now.getTime())

function subscribeToMinutes(onMinute: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>
  const schedule = () => {
    timer = setTimeout(
      () => {
        onMinute()
        schedule()
      },
      MINUTE_MS - (siteNow().getTime() % MINUTE_MS),
    )
  }
  schedule()
  return () => clearTimeout(timer)
}

const liveMinute = () => renderMinuteOf()

/** Now, to the minute, as screens should draw it (see above). */
export function useSiteNow(): Date {
  const renderMinute = useContext(RenderMinuteContext)
  const minute = useSyncExternalStore(subscribeToMinutes, liveMinute, () => renderMinute ?? liveMinute())
  return new Date(minute)
}
