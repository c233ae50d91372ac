import type { SignupValues } from './signup-form-state.ts'
import { forgetSignupDraft, SIGNUP_DRAFT_KEY as KEY } from './forget-signup-draft.ts'
import { keptWithin, tabStorage } from './tab-storage.ts'

// What a visitor has typed into the VIP Perks signup form (name, email, phone, birthday, zip), so a reload, Back, or a
// detour through a link of the form (Sign in, the terms) never makes them type it again. It lives in this tab's
// sessionStorage for two hours after the last keystroke, as a guest's checkout details do (guest-contact.ts): never a
// password, the store or a box ticked, never in localStorage or another tab, and forgotten once someone joins, signs
// in or signs out in the tab (docs/decisions/155-signup-draft-kept-in-the-tab.md).

/**
 * The details an early post (sent before the page's scripts ran) or this draft may fill in, by their names; never a
 * password, a store or a box ticked. Here, not in the form's state, so that signing in or out (which forgets the
 * draft) does not carry the signup form's rules into every member page.
 */
export const SIGNUP_DETAIL_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'dob', 'zip'] as const
export type SignupDetailField = (typeof SIGNUP_DETAIL_FIELDS)[number]

const KEPT_MS = 2 * 60 * 60 * 1000

type Draft = Partial<Record<SignupDetailField, string>>

/** The draft typed in this tab within the last two hours, or null. */
export function heldSignupDraft(): Draft | null {
  const raw = tabStorage()?.getItem(KEY)
  if (!raw) return null
  try {
    const stored = JSON.parse(raw) as { savedAt?: unknown; values?: unknown }
    if (keptWithin(stored.savedAt, KEPT_MS) && stored.values && typeof stored.values === 'object') {
      const values = stored.values as Record<string, unknown>
      const draft: Draft = {}
      // Only the detail fields, only strings, read by name: nothing else stored under the key reaches the form.
      for (const field of SIGNUP_DETAIL_FIELDS) {
        const value = Object.hasOwn(values, field) ? values[field] : undefined
        if (typeof value === 'string' && value.length <= 254) draft[field] = value
      }
      return draft
    }
  } catch {
    // Unreadable: dropped below.
  }
  forgetSignupDraft()
  return null
}

/** Keeps the details as typed; a form with none of them typed keeps nothing. */
export function keepSignupDraft(values: Pick<SignupValues, SignupDetailField>): void {
  const draft: Draft = {}
  for (const field of SIGNUP_DETAIL_FIELDS) if (values[field] !== '') draft[field] = values[field]
  try {
    if (Object.keys(draft).length === 0) tabStorage()?.removeItem(KEY)
    else tabStorage()?.setItem(KEY, JSON.stringify({ savedAt: Date.now(), values: draft }))
  } catch {
    // Storage full or refused: the details are simply typed again after a reload.
  }
}
