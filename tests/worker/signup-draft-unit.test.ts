import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetSignupDraft } from '../../client/state/forget-signup-draft.ts'
import { heldSignupDraft, keepSignupDraft } from '../../client/state/signup-draft.ts'
import { initialSignupState, signupFormReducer } from '../../client/state/signup-form-state.ts'
import { leaveTab, memoryStorage, tabAt } from './memory-storage.ts'

// The signup form's draft in the tab (docs/decisions/155-signup-draft-kept-in-the-tab.md).

const KEY = 'perkins:signup-draft'
const NOW = Date.UTC(2026, 10, 28, 12)
const details = {
  first_name: 'Dana',
  last_name: 'Whitfield',
  email: 'dana@example.com',
  phone: '651-555-0199',
  dob: '04/12/1988',
  zip: '55121',
}

let storage: ReturnType<typeof memoryStorage>
beforeEach(() => {
  storage = tabAt(NOW)
})
afterEach(leaveTab)

describe('the signup draft', () => {
  it('keeps the details typed, for two hours after the last change', () => {
    keepSignupDraft(details)
    expect(heldSignupDraft()).toEqual(details)
    vi.setSystemTime(NOW + 2 * 60 * 60 * 1000 + 1)
    expect(heldSignupDraft()).toBeNull()
    expect(storage.items.has(KEY)).toBe(false)
  })

  it('keeps nothing for a form with nothing typed, and nothing once forgotten', () => {
    keepSignupDraft(details)
    keepSignupDraft({ first_name: '', last_name: '', email: '', phone: '', dob: '', zip: '' })
    expect(storage.items.has(KEY)).toBe(false)
    keepSignupDraft(details)
    forgetSignupDraft()
    expect(heldSignupDraft()).toBeNull()
  })

  it('reads back only the detail fields, as strings: never a password, a store, or a key of the prototype', () => {
    const forged = JSON.parse(
      `{"savedAt": ${NOW}, "values": {"first_name": "Dana", "password": "Secret123", "favelocation": "3510", "zip": 55121, "__proto__": {"email": "x@example.com"}}}`,
    ) as unknown
    storage.setItem(KEY, JSON.stringify(forged))
    const draft = heldSignupDraft()
    expect(draft).toEqual({ first_name: 'Dana' })
    expect(Object.getPrototypeOf(draft)).toBe(Object.prototype)
  })

  it('drops an unreadable or future-dated draft', () => {
    storage.setItem(KEY, '{not json')
    expect(heldSignupDraft()).toBeNull()
    storage.setItem(KEY, JSON.stringify({ savedAt: NOW + 10 * 60_000, values: details }))
    expect(heldSignupDraft()).toBeNull()
  })

  it('fills only the fields still empty when it comes back', () => {
    const opened = initialSignupState({ email: 'posted@example.com' })
    const restored = signupFormReducer(opened, { type: 'restoreDraft', values: details })
    expect(restored.values).toMatchObject({ ...details, email: 'posted@example.com', password: '', terms: false, favelocation: '' })
  })
})
