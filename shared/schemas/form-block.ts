import { z } from 'zod'
import {
  FORM_FIELD_ID_PATTERN,
  FORM_FIELD_TYPES,
  isPrototypeKey,
  MAX_LABEL_LENGTH,
  MAX_SELECT_OPTIONS,
  type FormField,
} from '../forms/form-fields.ts'
import { selectOptions } from '../forms/form-block.ts'
import { SLUG_PATTERN } from '../content-slug.ts'

// The Worker's schemas of a CMS form: one field definition as the CMS holds it, and a submission. The browser reads
// the same definition with shared/forms/form-block.ts (no validator shipped); tests hold the two to the same answers.

/** A field id: refused outright when it names something every object has, before the pattern is even looked at. */
export const formFieldIdSchema = z
  .string()
  .refine((id) => !isPrototypeKey(id), 'A field id may not be a name every object has (such as __proto__ or constructor).')
  .regex(FORM_FIELD_ID_PATTERN, 'A field id is 1 to 40 lowercase letters, digits and underscores, starting with a letter.')

const trimmed = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, max))

/** One `form_field` block of the CMS, as the site uses it. */
export const formFieldSchema = z
  .looseObject({
    id: formFieldIdSchema,
    type: z.enum(FORM_FIELD_TYPES),
    label: z.string().trim().min(1, 'A field needs a label.').max(MAX_LABEL_LENGTH),
    placeholder: trimmed(MAX_LABEL_LENGTH),
    label_info: trimmed(500),
    required: z.union([z.boolean(), z.literal('true'), z.literal('false'), z.literal('')]).optional(),
    options: z.union([z.string(), z.array(z.string())]).optional(),
  })
  .transform((raw, context): FormField => {
    const options = raw.type === 'select' ? selectOptions(raw.options) : []
    if (raw.type === 'select' && options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'A select needs at least one option.' })
      return z.NEVER
    }
    return {
      id: raw.id,
      type: raw.type,
      label: raw.label,
      placeholder: raw.placeholder,
      labelInfo: raw.label_info,
      required: raw.required === true || raw.required === 'true',
      options: options.slice(0, MAX_SELECT_OPTIONS),
    }
  })

/**
 * What the browser sends: the page's slug, the form's `_uid` and the answers by field id. The answers stay
 * `unknown` here: they are read into a Map against the form's own field ids (worker/forms/check-submission.ts), so
 * a posted `__proto__` is one more name the form does not have.
 */
export const formSubmissionSchema = z.strictObject({
  page: z.string().max(200).regex(SLUG_PATTERN),
  form: z.string().min(1).max(64),
  // z.custom hands the parsed object on as it is: a record schema would copy it, and copying a `__proto__` key sets a
  // prototype instead of keeping the name the form must refuse.
  values: z.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'The answers are an object of field ids.',
  ),
})
export type FormSubmission = z.infer<typeof formSubmissionSchema>
