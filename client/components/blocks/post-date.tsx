// A fixed locale and time zone, so the server and the browser print the same date and hydration matches.
const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** A `YYYY-MM-DD` publication date as a <time> element; nothing for a date it cannot read. */
export function PostDate({ date }: { date: string }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return null
  return <time dateTime={date}>{format.format(parsed)}</time>
}
