import type { ApiPayload } from '#shared/schemas/api/call-schemas.ts'
import type { ApiResponse } from '#shared/schemas/api/responses.ts'
import { EMAIL_EXISTS, INCORRECT_FORMAT, NO_LOYALTY, PHONE_IN_USE, TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import {
  LOYALTY_SIGNUP_MESSAGES,
  isZip,
  validateLoyaltySignup,
  type LoyaltySignupField,
  type LoyaltySignupForm,
} from '#shared/validation/loyalty-signup.ts'
import { maskedDateToIso } from '#shared/validation/masks.ts'
import { isEmailExists } from './account-messages.ts'
import { SIGNUP_DETAIL_FIELDS, type SignupDetailField } from './signup-draft.ts'

// The signup form's state and rules (the one form of /account/signup and the loyalty opt-in modal), apart from
// the screen so they can be tested without a browser. The ten signup rules run in their order and the first
// failure is shown under its field; nothing typed is cleared by any error, so the visitor only fixes that field.

/** A store the zip lookup offered. `loyalty` false: the store is not in VIP Perks and cannot be a member's store. */
export interface StoreChoice {
  sid: string
  name: string
  address: string
  city: string
  state: string
  loyalty: boolean
}

/** The one error shown: under a field (focused), or for the whole form. `emailExists` adds sign-in and reset links. */
export type SignupFormError = { field: LoyaltySignupField | 'form'; message: string; emailExists?: boolean }

/** What the visitor typed, as typed: the birthday as its MM/DD/YYYY mask shows it, the store as its id ('' for none). */
export type SignupValues = Omit<LoyaltySignupForm, 'favelocation'> & { favelocation: string; optin: boolean }

export type SignupTextField = Exclude<keyof SignupValues, 'favelocation' | 'terms' | 'optin'>

export interface SignupFormState {
  values: SignupValues
  showPassword: boolean
  /** null until a zip has been looked up (or after a refused lookup). */
  stores: StoreChoice[] | null
  lookup: 'idle' | 'searching' | 'done'
  /** The zip of the last lookup, so blurring the same zip again asks nothing. */
  lookedUpZip: string
  error: SignupFormError | null
  busy: boolean
}

export type SignupFormAction =
  | { type: 'edit'; field: SignupTextField; value: string }
  | { type: 'check'; field: 'terms' | 'optin'; checked: boolean }
  | { type: 'showPassword'; visible: boolean }
  | { type: 'chooseStore'; storeId: string }
  | { type: 'lookupStarted'; zip: string }
  | { type: 'lookupFound'; zip: string; stores: StoreChoice[] }
  | { type: 'lookupRefused'; zip: string; messages: readonly string[] }
  | { type: 'showError'; error: SignupFormError }
  | { type: 'submitStarted' }
  | { type: 'submitEnded' }
  | { type: 'restoreDraft'; values: Partial<Record<SignupDetailField, string>> }

/** The details an early post (sent before the page's scripts ran) may fill in, as the tab's draft does. */
const EARLY_POST_FIELDS = SIGNUP_DETAIL_FIELDS

export function initialSignupState(initialValues: Partial<Record<string, string>> = {}): SignupFormState {
  const values: SignupValues = {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    confirm_password: '',
    dob: '',
    zip: '',
    favelocation: '',
    terms: false,
    optin: false,
  }
  for (const field of EARLY_POST_FIELDS) values[field] = initialValues[field] ?? ''
  return { values, showPassword: false, stores: null, lookup: 'idle', lookedUpZip: '', error: null, busy: false }
}

export function signupFormReducer(state: SignupFormState, action: SignupFormAction): SignupFormState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        // A zip error goes as the zip is typed, while nothing is pressed: gone later, when the stores arrive, its line
        // would close under a Sign Up being pressed and move the button from under the pointer before it is released.
        error: action.field === 'zip' && state.error?.field === 'zip' ? null : state.error,
      }
    case 'restoreDraft': {
      // What this tab typed before a reload or a detour fills only the fields still empty: what the page was opened
      // with (an early post, a guest's details) stays.
      const values = { ...state.values }
      for (const field of SIGNUP_DETAIL_FIELDS) {
        const kept = action.values[field]
        if (values[field] === '' && typeof kept === 'string') values[field] = kept
      }
      return { ...state, values }
    }
    case 'check':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.checked },
        // Ticking the terms answers their message, as choosing a store answers its own.
        error: action.field === 'terms' && action.checked && state.error?.field === 'terms' ? null : state.error,
      }
    case 'showPassword':
      return { ...state, showPassword: action.visible }
    case 'chooseStore':
      // Choosing a store answers 'Please select a preferred store.'; what the new store allows shows instead.
      return {
        ...state,
        values: { ...state.values, favelocation: action.storeId },
        error: state.error?.field === 'favelocation' ? null : state.error,
      }
    case 'lookupStarted':
      return { ...state, lookedUpZip: action.zip, lookup: 'searching' }
    case 'lookupFound': {
      // An answer for a zip asked before the latest one (the visitor corrected it and left the field again) is stale.
      if (action.zip !== state.lookedUpZip) return state
      const stillListed = action.stores.some((choice) => choice.sid === state.values.favelocation)
      return {
        ...state,
        lookup: 'done',
        stores: action.stores,
        // A store the new zip's list no longer offers is no longer chosen. The error stays as it is: the answer
        // often lands while Sign Up is held down (the zip's blur asked for it), and no line may open or close then.
        values: stillListed ? state.values : { ...state.values, favelocation: '' },
      }
    }
    case 'lookupRefused':
      if (action.zip !== state.lookedUpZip) return state
      // The same zip may be tried again on the next blur.
      return {
        ...state,
        lookup: 'done',
        lookedUpZip: '',
        stores: null,
        error: placeRefusal(action.messages.length ? action.messages : [INCORRECT_FORMAT]),
      }
    case 'showError':
      return { ...state, error: action.error }
    case 'submitStarted':
      return { ...state, error: null, busy: true }
    case 'submitEnded':
      return { ...state, busy: false }
  }
}

const MESSAGE_FIELDS = new Map<string, LoyaltySignupField>(
  Object.entries(LOYALTY_SIGNUP_MESSAGES).map(([field, message]) => [message, field as LoyaltySignupField]),
)

/** Where an upstream refusal belongs: under its field when it is one of the form's own messages, else the form's. */
export function placeRefusal(messages: readonly string[]): SignupFormError {
  if (isEmailExists(messages)) return { field: 'email', message: EMAIL_EXISTS, emailExists: true }
  if (messages.includes(PHONE_IN_USE)) return { field: 'phone', message: PHONE_IN_USE }
  for (const message of messages) {
    const field = MESSAGE_FIELDS.get(message)
    if (field) return { field, message }
    if (message === NO_LOYALTY) return { field: 'favelocation', message }
    if (message === INCORRECT_FORMAT) return { field: 'zip', message }
  }
  return { field: 'form', message: messages.join(' ') || TROUBLE_MESSAGE }
}

type FoundLocation = ApiResponse<'membersLocations'>['locations'][number]

/** A location of the zip lookup as the store list offers it; a store is in VIP Perks unless it says otherwise. */
export const asStoreChoice = (location: FoundLocation): StoreChoice => ({
  sid: String(location.sid),
  name: typeof location.name === 'string' ? location.name : location.city,
  address: location.address,
  city: location.city,
  state: location.state,
  loyalty: location.loyalty !== false,
})

export const chosenStore = (state: SignupFormState): StoreChoice | null =>
  state.stores?.find((choice) => choice.sid === state.values.favelocation) ?? null

/** The chosen store is outside VIP Perks: the form says so at once, and Sign Up refuses it. */
export function storeLacksLoyalty(state: SignupFormState): boolean {
  const store = chosenStore(state)
  return store !== null && !store.loyalty
}

/** The email opt-in is offered (and sent) only for a store in VIP Perks. */
export const offersOptin = (state: SignupFormState): boolean => chosenStore(state)?.loyalty === true

/** How many stores a zip's lookup found, said once it answers (the list itself changes out of a screen reader's hearing). */
function storesFound(count: number): string {
  if (count === 0) return 'No stores near this zip code'
  return `${count} ${count === 1 ? 'store' : 'stores'} near this zip code`
}

/**
 * What the line under the store list says: the lookup in progress, that the chosen store cannot be chosen, or, until
 * one is chosen, how many stores the zip found.
 */
export function storeStatus(state: SignupFormState): string {
  if (state.lookup === 'searching') return 'Searching'
  if (storeLacksLoyalty(state) && state.error?.field !== 'favelocation') return NO_LOYALTY
  if (state.lookup === 'done' && state.stores !== null && state.values.favelocation === '') return storesFound(state.stores.length)
  return ''
}

/** A blur looks up stores only for a complete zip it has not already looked up. */
export const needsLookup = (state: SignupFormState): boolean => isZip(state.values.zip) && state.values.zip !== state.lookedUpZip

/** The first reason Sign Up cannot go ahead: the ten signup rules in their order, then a store outside VIP Perks. */
export function checkSignup(state: SignupFormState): SignupFormError | null {
  const { values } = state
  const invalid = validateLoyaltySignup({
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    password: values.password,
    confirm_password: values.confirm_password,
    dob: maskedDateToIso(values.dob),
    zip: values.zip,
    favelocation: values.favelocation,
    terms: values.terms,
  })
  if (invalid) return invalid
  if (storeLacksLoyalty(state)) return { field: 'favelocation', message: NO_LOYALTY }
  return null
}

/**
 * The members/create payload of a form that passed checkSignup: names and email trimmed, the birthday as
 * YYYY-MM-DD, the store as its number, the opt-in only for a VIP Perks store, and the order claim (if any) that
 * makes the just-placed guest order the new member's. Confirm-password and terms stay in the form.
 */
export function signupPayload(state: SignupFormState, claim: { order_id?: string; order_claim?: string }): ApiPayload<'membersCreate'> {
  const { values } = state
  return {
    loyalty: true,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    password: values.password,
    dob: maskedDateToIso(values.dob),
    zip: values.zip,
    favelocation: Number(values.favelocation),
    optin: offersOptin(state) && values.optin,
    ...claim,
  }
}
