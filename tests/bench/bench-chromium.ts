import { chromium, type Browser } from '@playwright/test'

// Debian's Chromium for every bench section (never a downloaded browser), with the flags that keep background work
// (updates, sync, networking) out of the timings.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const QUIET_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...QUIET_CHROMIUM_FLAGS] })
}
