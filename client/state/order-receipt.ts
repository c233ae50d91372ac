import { keptWithin, tabStorage } from './tab-storage.ts'

// Where the receipt of the order just placed in this tab went. The upstream says it only in its answer to placing the
// order (a later read of the order, by whoever has its link, never carries the address), so the tab keeps it for the
// confirmation's reloads and Back: only this tab, for as long as the basket itself is kept (a day), and forgotten when a
// member signs out here.

const KEY = 'perkins:order-receipt'
const KEPT_MS = 24 * 60 * 60 * 1000

interface KeptReceipt {
  orderId: string
  to: string
  savedAt: number
}

export function keepReceipt(orderId: string, to: string | null): void {
  try {
    if (to === null) tabStorage()?.removeItem(KEY)
    else tabStorage()?.setItem(KEY, JSON.stringify({ orderId, to, savedAt: Date.now() } satisfies KeptReceipt))
  } catch {
    // Storage full or refused: a reloaded confirmation leaves the line out, as it did before.
  }
}

/** The address the receipt of `orderId` went to, if this tab placed that order and still keeps it. */
export function keptReceipt(orderId: string): string | null {
  try {
    const raw = tabStorage()?.getItem(KEY)
    if (!raw) return null
    const kept = JSON.parse(raw) as Partial<KeptReceipt> | null
    return kept?.orderId === orderId && typeof kept.to === 'string' && keptWithin(kept.savedAt, KEPT_MS) ? kept.to : null
  } catch {
    return null
  }
}

export function forgetReceipt(): void {
  try {
    tabStorage()?.removeItem(KEY)
  } catch {
    // Refused storage holds nothing to forget.
  }
}
