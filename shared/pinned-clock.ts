import { z } from 'zod'

// SANDBOX_NOW pins the test world's clock in development and test: the sandbox upstream and the site's rendered
// pages read a clock that starts at that instant and runs on in real time from there, so slot lists, "open now"
// and the sandbox's ordering rules agree whatever hour the machine is at. Staging and production refuse it.

export const SANDBOX_NOW_FORM = 'an ISO 8601 instant with a time zone, such as 2026-11-17T16:30:00Z'

/** An ISO 8601 instant with its zone (Z or ±hh:mm), as epoch milliseconds. */
export const sandboxNowSchema = z.iso
  .datetime({ offset: true, error: `SANDBOX_NOW must be ${SANDBOX_NOW_FORM}.` })
  .transform((instant) => Date.parse(instant))

/** Environments where a pinned clock may stand in for the real one. */
export const PINNABLE_ENVIRONMENTS: ReadonlySet<string> = new Set(['development', 'test'])

/** A clock that reads `startsAt` at the real instant `since` and runs on in real time from there. */
export function pinnedClock(startsAt: number, since: number, realNow: () => number = () => Date.now()): () => number {
  return () => startsAt + (realNow() - since)
}
