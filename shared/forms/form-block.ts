import {
  FORM_FIELD_TYPES,
  isFormFieldId,
  isFormFieldType,
  MAX_FORM_FIELDS,
  MAX_LABEL_LENGTH,
  MAX_SELECT_OPTIONS,
  type FormField,
} from './form-fields.ts'

// A `form` block as the CMS delivers it: a heading, an intro, the button's words, the thank-you line, and its
// fields (Storyblok `form_field` blocks: id, type, label, placeholder, label_info, required, options one per line).
// A field the site cannot use (an unknown type, a bad or repeated id, no label, a select without options) is
// skipped with the reason, and the rest of the form still works: the renderer logs what it skipped, and the Worker
// takes answers only for the fields kept, so the form the visitor sees is the form the Worker checks.

export { FORM_COMPONENT, formBlocksOf } from './form-component.ts'

export interface FormDefinition {
  /** The block's `_uid`: which form of which page a submission answers. */
  uid: string
  heading: string
  intro: string
  submitLabel: string
  successMessage: string
  fields: FormField[]
}

export interface SkippedField {
  /** Position in the CMS list, from 1. */
  position: number
  id: string
  type: string
  reason: 'unknown-type' | 'bad-id' | 'repeated-id' | 'no-label' | 'no-options' | 'too-many'
}

export const DEFAULT_SUBMIT_LABEL = 'Send'
export const DEFAULT_SUCCESS_MESSAGE = 'Thank you. Your message has been sent.'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown, max = MAX_LABEL_LENGTH): string => (typeof value === 'string' ? value.trim().slice(0, max) : '')

/** A select's choices: one per line of the CMS textarea (or a list of strings), blank lines dropped. */
export function selectOptions(value: unknown): string[] {
  const lines = typeof value === 'string' ? value.split('\n') : Array.isArray(value) ? value : []
  const options = lines.filter((line): line is string => typeof line === 'string').map((line) => line.trim())
  return [...new Set(options.filter((line) => line !== '' && line.length <= MAX_LABEL_LENGTH))].slice(0, MAX_SELECT_OPTIONS)
}

type FieldReading = { ok: true; field: FormField } | { ok: false; reason: SkippedField['reason'] }

/** One CMS field, read with the rules of shared/forms/form-fields.ts; the Worker's zod schema agrees with it. */
export function readFormField(raw: Record<string, unknown>): FieldReading {
  if (!isFormFieldType(raw.type)) return { ok: false, reason: 'unknown-type' }
  if (!isFormFieldId(raw.id)) return { ok: false, reason: 'bad-id' }
  const label = text(raw.label)
  if (label === '') return { ok: false, reason: 'no-label' }
  const options = raw.type === 'select' ? selectOptions(raw.options) : []
  if (raw.type === 'select' && options.length === 0) return { ok: false, reason: 'no-options' }
  return {
    ok: true,
    field: {
      id: raw.id,
      type: raw.type,
      label,
      placeholder: text(raw.placeholder),
      labelInfo: text(raw.label_info, 500),
      required: raw.required === true || raw.required === 'true',
      options,
    },
  }
}

/** The form a block describes, and the fields it had to leave out. */
export function readFormBlock(block: Record<string, unknown>): { form: FormDefinition; skipped: SkippedField[] } {
  const fields: FormField[] = []
  const skipped: SkippedField[] = []
  const items = Array.isArray(block.fields) ? block.fields.filter(isRecord) : []
  const seen = new Set<string>()
  items.forEach((raw, index) => {
    const position = index + 1
    const id = typeof raw.id === 'string' ? raw.id.slice(0, 60) : ''
    const type = typeof raw.type === 'string' ? raw.type.slice(0, 40) : ''
    const reading = readFormField(raw)
    const reason = !reading.ok ? reading.reason : seen.has(id) ? 'repeated-id' : fields.length >= MAX_FORM_FIELDS ? 'too-many' : null
    if (reason !== null || !reading.ok) {
      skipped.push({ position, id, type, reason: reason ?? 'unknown-type' })
      return
    }
    seen.add(id)
    fields.push(reading.field)
  })
  return {
    form: {
      uid: typeof block._uid === 'string' ? block._uid : '',
      heading: text(block.heading),
      intro: text(block.intro, 1000),
      submitLabel: text(block.submit_label, 40) || DEFAULT_SUBMIT_LABEL,
      successMessage: text(block.success_message, 500) || DEFAULT_SUCCESS_MESSAGE,
      fields,
    },
    skipped,
  }
}

/** One line per skipped field, for a log (never the visitor). */
export function describeSkippedField(form: string, skipped: SkippedField): string {
  return `Form ${form}: field ${skipped.position} (${JSON.stringify(skipped.id)}, type ${JSON.stringify(skipped.type)}) skipped: ${skipped.reason} (known types: ${FORM_FIELD_TYPES.join(', ')})`
}
