import { isEmail, isPhone } from '../validation/loyalty-signup.ts'
import { isZipOrPostalCode, zipOfZipPlusFour } from '../validation/postal-code.ts'
import { MASKS } from '../validation/masks.ts'
import { MAX_FORM_ANSWER_LENGTH } from './form-component.ts'

// The form-field definition of docs/product.md, Form rules (id, type, label, placeholder, label_info), and the rules a
// CMS-built form checks its answers by. Plain data and predicates, no zod: the browser checks a form with these
// without loading a validator, and the Worker's schema (shared/schemas/form-block.ts) is built from the same rules.

/** The field types a CMS form may use; anything else is skipped where it is rendered and where it is submitted. */
export const FORM_FIELD_TYPES = ['text', 'email', 'zip', 'phone', 'date', 'textarea', 'select'] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

export const isFormFieldType = (value: unknown): value is FormFieldType =>
  typeof value === 'string' && (FORM_FIELD_TYPES as readonly string[]).includes(value)

/** One field of a CMS form as the site uses it. */
export interface FormField {
  id: string
  type: FormFieldType
  label: string
  placeholder: string
  /** The hint shown under the field (the CMS's `label_info`). */
  labelInfo: string
  required: boolean
  /** A select's choices, in order; empty for every other type. */
  options: string[]
}

export { FORM_FIELD_ID_PATTERN, FORM_NAME_FIELD, isFormFieldId, isPrototypeKey } from './form-component.ts'

export const MAX_FORM_FIELDS = 30
export const MAX_SELECT_OPTIONS = 50
export const MAX_LABEL_LENGTH = 200

/** The longest answer each type takes; a longer one is refused whole, never cut. */
export const MAX_VALUE_LENGTH: Readonly<Record<FormFieldType, number>> = {
  text: 200,
  email: 254,
  /**
   * A US zip with its four more digits ("55401-1234", as autofill gives it) or a Canadian postal code written with its
   * space ("R3T 2H4"): the chain serves both.
   */
  zip: 10,
  phone: MASKS.phone.pattern.length,
  date: MASKS.date.pattern.length,
  textarea: MAX_FORM_ANSWER_LENGTH,
  select: MAX_LABEL_LENGTH,
}

/** The masks of docs/product.md, Form rules, by field type. */
export const FIELD_MASKS: Partial<Record<FormFieldType, string>> = {
  // No digit mask on a zip field: a Canadian visitor types letters ("up to 6 characters elsewhere").
  phone: MASKS.phone.pattern,
  date: MASKS.date.pattern,
}

/** The placeholder a masked field shows when the CMS gives none: the shape to type. */
export const MASK_PLACEHOLDERS: Partial<Record<FormFieldType, string>> = {
  phone: MASKS.phone.pattern,
  date: 'MM/DD/YYYY',
}

export const FORM_MESSAGES = {
  // The product's messages, word for word.
  email: 'Please enter a valid email.',
  phone: 'Please enter a valid 10 digit phone number',
  zip: 'Please enter your zipcode.',
  /** The whole form, when the Worker refused some answers: the marked fields say which. */
  review: 'Please provide Correct inputs',
  // The product names only a birthday's date message; a form's date may be any date, so it says "the date".
  date: 'Please enter the date in MM/DD/YYYY format.',
  required: 'Please fill in this field.',
  select: 'Please choose one of the options.',
  /** A submission carrying a field the form does not have, or an answer longer than its field takes. */
  refused: 'This form could not take what was sent, so nothing was sent. Please reload the page and try again.',
  tooLarge: 'That was more than this form takes, so nothing was sent.',
  /** The form the page was built with is gone (the content changed since). */
  unknownForm: 'This form has changed since the page loaded. Please reload the page and try again.',
} as const

/** MM/DD/YYYY that names a real calendar day (02/30/2026 and 13/01/2026 are refused). */
export function isMaskedDate(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (!match) return false
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The message for one answer, or null when it is acceptable. Empty answers are fine unless the field is required. */
export function fieldProblem(field: FormField, raw: string): string | null {
  const value = raw.trim()
  if (value === '') {
    if (!field.required) return null
    if (field.type === 'email' || field.type === 'phone' || field.type === 'zip' || field.type === 'date') return FORM_MESSAGES[field.type]
    return field.type === 'select' ? FORM_MESSAGES.select : FORM_MESSAGES.required
  }
  switch (field.type) {
    case 'email':
      return isEmail(value) ? null : FORM_MESSAGES.email
    case 'phone':
      return isPhone(value) ? null : FORM_MESSAGES.phone
    case 'zip':
      return isZipOrPostalCode(value) || zipOfZipPlusFour(value) !== null ? null : FORM_MESSAGES.zip
    case 'date':
      return isMaskedDate(value) ? null : FORM_MESSAGES.date
    case 'select':
      return field.options.includes(value) ? null : FORM_MESSAGES.select
    case 'text':
    case 'textarea':
      return null
  }
}
