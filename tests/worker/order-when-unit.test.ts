import { describe, expect, it } from 'vitest'
import { formatWhen } from '#client/state/order-details.ts'

// The confirmation tells the ready time as the restaurant means it, whatever zone the visitor's phone is in.
describe('formatWhen', () => {
  const now = new Date('2026-11-24T16:00:00Z') // 10:00 AM in Chicago, 11:00 AM in Toronto

  it("tells the hour in the restaurant's time zone", () => {
    expect(formatWhen('2026-11-24T16:46:00Z', now, 'America/Chicago')).toBe('Today at 10:46 AM')
    expect(formatWhen('2026-11-24T16:46:00Z', now, 'America/Toronto')).toBe('Today at 11:46 AM')
  })

  it("judges 'today' by the restaurant's calendar, not the visitor's", () => {
    // 11:30 PM in Chicago is already tomorrow in UTC; for the restaurant it is still today.
    const lateNow = new Date('2026-11-25T05:00:00Z')
    expect(formatWhen('2026-11-25T05:30:00Z', lateNow, 'America/Chicago')).toBe('Today at 11:30 PM')
    expect(formatWhen('2026-11-25T14:00:00Z', lateNow, 'America/Chicago')).toBe('Wed, Nov 25 at 8:00 AM')
  })
})
