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

export const SANDBOX_NOW_ELSEWHERE = 'SANDBOX_NOW pins the clock in development and test only; remove it here.'

/**
 * A sandbox Worker's SANDBOX_NOW setting, read: the instant it pins the clock at (null: real time), or why it is
 * refused (malformed, or set outside development and test).
 */
export function readSandboxNow(
  setting: string | undefined,
  environment: string | undefined,
): { ok: true; startsAt: number | null } | { ok: false; problem: string } {
  if (!setting) return { ok: true, startsAt: null }
  const parsed = sandboxNowSchema.safeParse(setting)
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? 'SANDBOX_NOW is malformed.' }
  if (!PINNABLE_ENVIRONMENTS.has(environment ?? '')) return { ok: false, problem: SANDBOX_NOW_ELSEWHERE }
  return { ok: true, startsAt: parsed.data }
}

/** The one log line that names a refused SANDBOX_NOW, for the Worker that refused it. */
export function sandboxNowRefusedLine(worker: string, problem: string): string {
  return JSON.stringify({ level: 'error', event: 'config-invalid', worker, problems: [{ setting: 'SANDBOX_NOW', problem }] })
}
