import { pinnedClock, readSandboxNow, sandboxNowRefusedLine } from '#shared/pinned-clock.ts'
import { SandboxError, MESSAGES } from '../http/sandbox-error.ts'
import type { SandboxEnv } from '../sandbox-env.ts'

// The clock of the sandbox Worker (tests that run the app in-process inject their own `now`). Real time, unless
// SANDBOX_NOW pins it in development or test: then it starts at that instant when the isolate first reads the
// setting and runs on from there; the development clock route (PUT /_sandbox/clock) can move it later. Staging and
// production refuse the setting: one config-invalid line, and every call answers 503 rather than run on a false clock.

/** The pinned start and the real instant it was pinned at; null: real time. */
let pin: { startsAt: number; since: number } | null = null
let settingRead = false
let invalidReported = false

function readSetting(env: Pick<SandboxEnv, 'ENVIRONMENT' | 'SANDBOX_NOW'>): void {
  const setting = readSandboxNow(env.SANDBOX_NOW, env.ENVIRONMENT)
  if (!setting.ok) {
    if (!invalidReported) {
      invalidReported = true
      console.error(sandboxNowRefusedLine('sandbox', setting.problem))
    }
    throw new SandboxError(503, MESSAGES.internal)
  }
  settingRead = true
  if (setting.startsAt !== null) pin = { startsAt: setting.startsAt, since: Date.now() }
}

/** The sandbox Worker's clock, in epoch milliseconds. */
export function sandboxClock(env: Pick<SandboxEnv, 'ENVIRONMENT' | 'SANDBOX_NOW'>): () => number {
  if (!settingRead) readSetting(env)
  return () => (pin === null ? Date.now() : pinnedClock(pin.startsAt, pin.since)())
}

/** Pins the clock at `instant` from now on (null: real time again). Development and test only (the route checks). */
export function moveSandboxClock(instant: number | null): void {
  settingRead = true
  pin = instant === null ? null : { startsAt: instant, since: Date.now() }
}

/** Forgets the setting and any pin, so a test can watch the setting be read (and refused) again. */
export function forgetSandboxClock(): void {
  pin = null
  settingRead = false
  invalidReported = false
}
