import type { ApiFailure, CallOptions } from '../api.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// Checkout's shared vocabulary: field errors by field id (shown in red beneath the field), and how a refusal is
// put beside the fields it is about instead of in the error modal.

export type FieldErrors = Readonly<Record<string, string>>

/** Curbside's vehicle: the basket's custom fields, each drawn as a field `vehicle-<id>`. */
export const VEHICLE_FIELDS = [
  { id: 'make', label: 'Vehicle make' },
  { id: 'model', label: 'Vehicle model' },
  { id: 'color', label: 'Vehicle color' },
] as const
export const vehicleFieldId = (id: string) => `vehicle-${id}`

/** Said when Place order is pressed with the holiday pickup chosen but no pickup day and time. */
export const CHOOSE_PICKUP = 'Please choose a pickup day and time for your pies.'

/** Said when Place order is pressed with "Schedule for later" chosen but no time: it is not placed as soon as possible. */
export const CHOOSE_TIME = 'Please choose a time, or choose As soon as possible.'

export type SetFieldErrors = (update: (current: FieldErrors) => FieldErrors) => void

/** Options for a checkout call whose refusal is shown beside its fields: kept out of the error modal. */
export const BESIDE_FIELDS: CallOptions = { suppressErrors: true }

/** The words of a refusal, as the visitor reads them. */
export const refusalText = (failure: Pick<ApiFailure, 'messages'>): string =>
  failure.messages.length > 0 ? failure.messages.join(' ') : TROUBLE_MESSAGE

/**
 * Puts a refusal beside `fields`: the first field gets the message, the rest of the group is marked red. The
 * product's order errors have acted already (the client applies them before the caller sees the failure).
 */
export function showBeside(failure: ApiFailure, fields: readonly string[], setErrors: SetFieldErrors): void {
  const text = refusalText(failure)
  setErrors((current) => {
    const next: Record<string, string> = { ...current }
    fields.forEach((field, index) => (next[field] = index === 0 ? text : ''))
    return next
  })
}

export function withoutErrors(current: FieldErrors, fields: readonly string[]): FieldErrors {
  if (!fields.some((field) => field in current)) return current
  const next: Record<string, string> = { ...current }
  for (const field of fields) delete next[field]
  return next
}

/** Tip presets as fractions of the subtotal (docs/decisions/032-tip-presets.md). */
export const TIP_PRESETS = [0.15, 0.18, 0.2] as const

export const tipFor = (subtotal: number, fraction: number): number => Math.round(subtotal * fraction * 100) / 100

/** The guest's contact fields and their messages (the loyalty signup's words). */
export const GUEST_FIELDS = ['guest-first-name', 'guest-last-name', 'guest-email', 'guest-phone'] as const
