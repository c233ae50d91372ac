// Printed by hand as en-US writes a long date ("November 26, 2026"), from the date in UTC, so the server and the
// browser print the same text and hydration matches. Not Intl.DateTimeFormat: this module loads with every content
// page, and a page's first Intl formatter loads the browser's locale data, 15-30 ms of its start-up in Chromium.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A `YYYY-MM-DD` publication date as a <time> element; nothing for a date it cannot read. */
export function PostDate({ date }: { date: string }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return null
  return <time dateTime={date}>{`${MONTHS[parsed.getUTCMonth()]} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}`}</time>
}
