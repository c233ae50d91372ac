import type { CallOptions } from '../api.ts'
import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// Checkout's shared vocabulary: field errors by field id (shown in red beneath the field), and call options
// that put a refusal beside the fields it is about instead of in the error modal.

export type FieldErrors = Readonly<Record<string, string>>

/**
 * Options for a checkout call whose failure belongs beside `fields`: the first field gets the message, the rest of
 * the group is marked red. the product's order errors still act (the client applies them before this sees them).
 */
export function besideFields(fields: readonly string[], setErrors: (update: (current: FieldErrors) => FieldErrors) => void): CallOptions {
  return {
    suppressErrors: true,
    onError: (messages) => {
      const text = messages.length > 0 ? messages.join(' ') : TROUBLE_MESSAGE
      setErrors((current) => {
        const next: Record<string, string> = { ...current }
        fields.forEach((field, index) => (next[field] = index === 0 ? text : ''))
        return next
      })
    },
  }
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
