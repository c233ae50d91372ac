import { z } from 'zod'
import { TIP_PRESETS } from './order-checkout.ts'
import { tabStorage } from './tab-storage.ts'

// The percentage tip a visitor chose for a basket. The basket holds only the tip's amount, so without this a 15% tip
// chosen on a $9 subtotal stayed $1.35 after the visitor went back and tripled a dish, and was charged so. Kept in
// this tab (a reload keeps it; another tab changing the basket is followed by this one), for that basket only.

const KEY = 'perkins:tip-preset'

const storedSchema = z.object({
  orderId: z.string(),
  fraction: z.number().refine((fraction) => TIP_PRESETS.some((preset) => preset === fraction)),
})

/** The preset chosen for this basket in this tab, or null (no tip, an amount of their own, or another basket's). */
export function tipPresetFor(orderId: string): number | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(tabStorage()?.getItem(KEY) ?? 'null'))
    return parsed.success && parsed.data.orderId === orderId ? parsed.data.fraction : null
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
