import { openStatus } from '#shared/location-open-now.ts'
import type { Location } from '#shared/schemas/location.ts'
import { useSiteNow } from '../../use-site-now.ts'

/** "Open now · 6:00 AM – 10:00 PM" in the store's timezone, kept current a minute at a time. */
export function OpenStatus({ location, className }: { location: Pick<Location, 'hours' | 'timezone'>; className: string }) {
  const now = useSiteNow()
  const status = openStatus(location, now)
  return (
    <p className={className}>
      {status.todayLabel === null ? (
        <span>Hours not listed. Please call ahead.</span>
      ) : (
        <>
          <span className={`tag ${status.open ? 'tag--open' : 'tag--closed'}`}>{status.open ? 'Open now' : 'Closed now'}</span>
          <span>{status.todayLabel === 'Closed today' ? 'Closed today' : `Today ${status.todayLabel}`}</span>
        </>
      )}
    </p>
  )
}
