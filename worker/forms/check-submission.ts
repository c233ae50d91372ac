import type { FormDefinition } from '#shared/forms/form-block.ts'
import { fieldProblem, MAX_VALUE_LENGTH, type FormField } from '#shared/forms/form-fields.ts'
import { maskedDateToIso } from '#shared/validation/masks.ts'
import { formatPostalCode, isCanadianPostalCode, zipOfZipPlusFour } from '#shared/validation/postal-code.ts'

// A submission's answers against its form. Anything the form does not have, or an answer longer than its field
// takes, refuses the whole submission (nothing is cut, nothing is sent): the site's own form never sends either,
// so it is a stale page or a hand-made request. Then each answer is checked by its field's rule and message.

export interface Answer {
  field: FormField
  /** As the receiver reads it: trimmed; a date as YYYY-MM-DD; a Canadian postal code as "R3T 2H4", a ZIP+4 as its zip. */
  value: string
}

export type SubmissionCheck =
  | { ok: true; answers: Answer[] }
  | { ok: false; problem: 'refused'; reason: 'unknown-field' | 'not-text' | 'too-long' }
  | { ok: false; problem: 'invalid'; errors: Record<string, string> }

export function checkSubmission(form: FormDefinition, values: Record<string, unknown>): SubmissionCheck {
  // A Map of the form's own ids: a posted `__proto__` or `constructor` is looked up, never followed.
  const byId = new Map(form.fields.map((field) => [field.id, field]))
  const given = new Map<string, string>()
  for (const [id, value] of Object.entries(values)) {
    const field = byId.get(id)
    if (!field) return { ok: false, problem: 'refused', reason: 'unknown-field' }
    if (typeof value !== 'string') return { ok: false, problem: 'refused', reason: 'not-text' }
    if (value.length > MAX_VALUE_LENGTH[field.type]) return { ok: false, problem: 'refused', reason: 'too-long' }
    given.set(id, value)
  }
  const errors = new Map<string, string>()
  const answers: Answer[] = []
  for (const field of form.fields) {
    const value = (given.get(field.id) ?? '').trim()
    const problem = fieldProblem(field, value)
    if (problem !== null) errors.set(field.id, problem)
    else answers.push({ field, value: asReceiverReadsIt(field, value) })
  }
  if (errors.size > 0) return { ok: false, problem: 'invalid', errors: Object.fromEntries(errors) }
  return { ok: true, answers }
}

function asReceiverReadsIt(field: FormField, value: string): string {
  if (value === '') return value
  if (field.type === 'date') return maskedDateToIso(value)
  if (field.type === 'zip' && isCanadianPostalCode(value)) return formatPostalCode(value)
  // A zip is five digits wherever the chain reads one; the four more a ZIP+4 carries name only a street's side.
  if (field.type === 'zip') return zipOfZipPlusFour(value) ?? value
  return value
}
