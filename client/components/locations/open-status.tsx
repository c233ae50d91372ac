import { openStatus } from '#shared/location-open-now.ts'
import type { Location } from '#shared/schemas/location.ts'
import { siteNow } from '#shared/site-clock.ts'

/**
 * "Open now · 6:00 AM – 10:00 PM" in the store's timezone. The server and the browser may render a minute apart
 * across an opening or closing time, so the text is allowed to differ at hydration and the browser's wins.
 */
export function OpenStatus({ location, className }: { location: Pick<Location, 'hours' | 'timezone'>; className: string }) {
  const status = openStatus(location, siteNow())
  return (
    <p className={className} suppressHydrationWarning>
      {status.todayLabel === null ? (
        <span>Hours not listed. Please call ahead.</span>
      ) : (
        <>
          <span className={`tag ${status.open ? 'tag--open' : 'tag--closed'}`} suppressHydrationWarning>
            {status.open ? 'Open now' : 'Closed now'}
          </span>
          <span suppressHydrationWarning>{status.todayLabel === 'Closed today' ? 'Closed today' : `Today ${status.todayLabel}`}</span>
        </>
      )}
    </p>
  )
}
