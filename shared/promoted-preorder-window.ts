import type { PreorderWindow } from './schemas/preorder-window.ts'

/**
 * The pre-order window the site promotes on a day: the first one taking orders from its first day through its
 * order-by day. A promotion only: the day is the chain's (US Central, where most restaurants are); each
 * restaurant's own clock decides what it accepts at checkout.
 */
export function promotedPreorderWindow(windows: readonly PreorderWindow[], now: Date): PreorderWindow | null {
  const today = now.toLocaleDateString('en-CA', { timeZone: 'America/Chicago' })
  return windows.find((window) => window.opens_on <= today && today <= window.order_by.date) ?? null
}
