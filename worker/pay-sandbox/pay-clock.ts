import { pinnedClock, readSandboxNow, sandboxNowRefusedLine } from '#shared/pinned-clock.ts'
import type { PayEnv } from './pay-env.ts'

// The provider sandbox's clock: token lifetimes and card expiry are judged by it. Real time, unless SANDBOX_NOW
// pins it in development or test (npm start and the browser-test servers pass the same instant as to the ordering
// sandbox), so "expired" means the same to the provider, the upstream and the tests whatever the machine's date.
// Anywhere else the setting is refused: one config-invalid line, and the provider answers 503 rather than run on a
// false clock.

let pin: { startsAt: number; since: number } | null = null
let settingRead = false
let invalidReported = false

export class PayClockRefused extends Error {
  override name = 'PayClockRefused'
}

/** The provider's time now, in epoch milliseconds. */
export function payNow(env: Pick<PayEnv, 'ENVIRONMENT' | 'SANDBOX_NOW'>): number {
  if (!settingRead) {
    const setting = readSandboxNow(env.SANDBOX_NOW, env.ENVIRONMENT)
    if (!setting.ok) {
      if (!invalidReported) {
        invalidReported = true
        console.error(sandboxNowRefusedLine('pay-sandbox', setting.problem))
      }
      throw new PayClockRefused(setting.problem)
    }
    if (setting.startsAt !== null) pin = { startsAt: setting.startsAt, since: Date.now() }
  }
  settingRead = true
  return pin === null ? Date.now() : pinnedClock(pin.startsAt, pin.since)()
}

/** Forgets the setting, so a test can read it again. */
export function forgetPayClock(): void {
  pin = null
  settingRead = false
  invalidReported = false
}

/** A card is good through the last day of its expiry month. */
export const cardExpired = (month: number, year: number, now: number): boolean => Date.UTC(year, month, 1) <= now
