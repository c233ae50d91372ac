import type { Guest } from './place-order.ts'
import { tabStorage } from './tab-storage.ts'

// A guest's contact details as typed at checkout (name, email, phone), so a reload, Back or a detour to the menu
// never makes them type it again, and joining VIP Perks from the confirmation starts from them. They live in this
// tab's sessionStorage for two hours after the last keystroke: gone when the tab closes, never in localStorage, the
// store, the address bar or a call other than the order's own.

const KEY = 'perkins:guest-contact'
const KEPT_MS = 2 * 60 * 60 * 1000

interface StoredContact extends Guest {
  savedAt: number
}

/** Keeps what the guest has typed; an empty form keeps nothing. */
export function keepGuestContact(guest: Guest): void {
  try {
    if (!guest.firstName && !guest.lastName && !guest.email && !guest.phone) tabStorage()?.removeItem(KEY)
    else tabStorage()?.setItem(KEY, JSON.stringify({ ...guest, savedAt: Date.now() } satisfies StoredContact))
  } catch {
    // Storage full or refused: the details are simply typed again after a reload.
  }
}

/** The details this tab's guest typed within the last two hours, or null. */
export function heldGuestContact(): Guest | null {
  const raw = tabStorage()?.getItem(KEY)
  if (!raw) return null
  try {
    const stored = JSON.parse(raw) as Partial<StoredContact>
    const fields = [stored.firstName, stored.lastName, stored.email, stored.phone]
    if (!fields.every((field) => typeof field === 'string') || typeof stored.savedAt !== 'number') return null
    if (Date.now() - stored.savedAt > KEPT_MS || stored.savedAt > Date.now() + 60_000) return null
    const [firstName, lastName, email, phone] = fields as string[]
    return { firstName: firstName!, lastName: lastName!, email: email!, phone: phone! }
  } catch {
    return null
  }
}
