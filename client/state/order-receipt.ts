import { keptWithin, tabStorage } from './tab-storage.ts'

// Where the receipt of the order just placed in this tab went. The upstream says it only in its answer to placing the
// order (a later read of the order, by whoever has its link, never carries the address), so the tab keeps it for the
// confirmation's reloads and Back: only this tab, only to whoever placed it (the guest, or that member still signed
// in), for as long as a guest's typed details are kept (two hours: the next person at a shared computer should not find
// them), and forgotten when a member signs out here.

const KEY = 'perkins:order-receipt'
const KEPT_MS = 2 * 60 * 60 * 1000

/** Who placed an order, as this tab knows them: a member's id, or null for a guest. */
export type Placer = string | null

interface KeptReceipt {
  orderId: string
  to: string
  placedBy: Placer
  savedAt: number
}

export function keepReceipt(orderId: string, to: string | null, placedBy: Placer): void {
  try {
    if (to === null) tabStorage()?.removeItem(KEY)
    else tabStorage()?.setItem(KEY, JSON.stringify({ orderId, to, placedBy, savedAt: Date.now() } satisfies KeptReceipt))
  } catch {
    // Storage full or refused: a reloaded confirmation leaves the line out, as it did before.
  }
}

/** The address the receipt of `orderId` went to, if this tab placed that order, for `viewer`, and still keeps it. */
export function keptReceipt(orderId: string, viewer: Placer): string | null {
  try {
    const raw = tabStorage()?.getItem(KEY)
    if (!raw) return null
    const kept = JSON.parse(raw) as Partial<KeptReceipt> | null
    const theirs = kept?.orderId === orderId && kept.placedBy === viewer
    return theirs && typeof kept.to === 'string' && keptWithin(kept.savedAt, KEPT_MS) ? kept.to : null
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
