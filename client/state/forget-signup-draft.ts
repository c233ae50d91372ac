import { tabStorage } from './tab-storage.ts'

// Where the signup form's draft lives in the tab (signup-draft.ts), apart from the draft's own code: signing in or out
// forgets it from every member page, which need not carry the rest.

export const SIGNUP_DRAFT_KEY = 'perkins:signup-draft'

export function forgetSignupDraft(): void {
  try {
    tabStorage()?.removeItem(SIGNUP_DRAFT_KEY)
  } catch {
    // Refused storage holds nothing to forget.
  }
}
