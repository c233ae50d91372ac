import type { Guest } from './place-order.ts'
import { keptWithin, tabStorage } from './tab-storage.ts'

// A guest's contact details as typed at checkout (name, email, phone), so a reload, Back or a detour to the menu
// never makes them type it again, and joining VIP Perks from the confirmation starts from them. They live in this
// tab's sessionStorage for two hours after the last keystroke: never in localStorage, the store, the address bar or
// a call other than the order's own. Once the order is placed they belong to that order only: the next checkout in
// the tab (another guest at a shared computer) starts empty; joining from that order's confirmation, the one place
// they still serve, forgets them.

const KEY = 'perkins:guest-contact'
const KEPT_MS = 2 * 60 * 60 * 1000

interface StoredContact extends Guest {
  savedAt: number
  /** The order they were placed with, once it is placed. */
  placedWith?: string
}

function read(): StoredContact | null {
  const raw = tabStorage()?.getItem(KEY)
  if (!raw) return null
  try {
    const stored = JSON.parse(raw) as Partial<StoredContact>
    const fields = [stored.firstName, stored.lastName, stored.email, stored.phone]
    if (fields.every((field) => typeof field === 'string') && keptWithin(stored.savedAt, KEPT_MS)) return stored as StoredContact
  } catch {
    // Unreadable: dropped below.
  }
  forgetGuestContact()
  return null
}

const contactOf = ({ firstName, lastName, email, phone }: StoredContact): Guest => ({ firstName, lastName, email, phone })

/** Keeps what the guest has typed for the checkout in progress; an empty form keeps nothing. */
export function keepGuestContact(guest: Guest): void {
  try {
    if (!guest.firstName && !guest.lastName && !guest.email && !guest.phone) tabStorage()?.removeItem(KEY)
    else tabStorage()?.setItem(KEY, JSON.stringify({ ...guest, savedAt: Date.now() } satisfies StoredContact))
  } catch {
    // Storage full or refused: the details are simply typed again after a reload.
  }
}

/** The details typed for the checkout in progress in this tab, within the last two hours; never a placed order's. */
export function heldGuestContact(): Guest | null {
  const stored = read()
  return stored && stored.placedWith === undefined ? contactOf(stored) : null
}

/** The order is placed: its details are kept for joining from its confirmation only. */
export function guestContactPlacedWith(orderId: string): void {
  const stored = read()
  if (!stored || stored.placedWith !== undefined) return
  try {
    tabStorage()?.setItem(KEY, JSON.stringify({ ...stored, placedWith: orderId } satisfies StoredContact))
  } catch {
    forgetGuestContact()
  }
}

/** The details the guest placed `orderId` with, for joining VIP Perks from its confirmation. */
export function guestContactOf(orderId: string): Guest | null {
  const stored = read()
  return stored && stored.placedWith === orderId ? contactOf(stored) : null
}

export function forgetGuestContact(): void {
  try {
    tabStorage()?.removeItem(KEY)
  } catch {
    // Refused storage holds nothing to forget.
  }
}
