import { TIP_PRESETS } from './order-checkout.ts'
import { tabStorage } from './tab-storage.ts'

// The percentage tip a visitor chose for a basket. The basket holds only the tip's amount, so without this a 15% tip
// chosen on a $9 subtotal stayed $1.35 after the visitor went back and tripled a dish, and was charged so. Kept in
// this tab (a reload keeps it; another tab changing the basket is followed by this one), for that basket only.

const KEY = 'perkins:tip-preset'

/**
 * The preset chosen for this basket in this tab, or null (no tip, an amount of their own, or another basket's).
 * Checked by hand rather than with zod, which the checkout screen's code does not otherwise load.
 */
export function tipPresetFor(orderId: string): number | null {
  try {
    const stored: unknown = JSON.parse(tabStorage()?.getItem(KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return null
    const { orderId: storedFor, fraction } = stored as { orderId?: unknown; fraction?: unknown }
    return storedFor === orderId && TIP_PRESETS.some((preset) => preset === fraction) ? (fraction as number) : null
  } catch {
    return null
  }
}

/** Remembers a preset for the basket, or forgets it (null) when the visitor picks no tip or an amount of their own. */
export function rememberTipPreset(orderId: string, fraction: number | null): void {
  try {
    if (fraction === null) tabStorage()?.removeItem(KEY)
    else tabStorage()?.setItem(KEY, JSON.stringify({ orderId, fraction }))
  } catch {
    // Storage refused: the tip stays the amount it was set to, as before.
  }
}
