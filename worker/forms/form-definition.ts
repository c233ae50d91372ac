import { FORM_COMPONENT, readFormBlock, type FormDefinition } from '#shared/forms/form-block.ts'
import { MAX_FORM_FIELDS, type FormField } from '#shared/forms/form-fields.ts'
import { formFieldSchema } from '#shared/schemas/form-block.ts'
import type { PageData } from '#shared/schemas/content.ts'

// The form a submission answers, read from the published page the visitor's form came from: the Worker takes
// answers for exactly the fields that page renders, checked by the zod schema of one field.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fields the CMS lists that the schema accepts, each id once, at most MAX_FORM_FIELDS. */
function fieldsOf(block: Record<string, unknown>): FormField[] {
  const items = Array.isArray(block.fields) ? block.fields.filter(isRecord) : []
  const fields = new Map<string, FormField>()
  for (const raw of items) {
    const parsed = formFieldSchema.safeParse(raw)
    if (!parsed.success || fields.has(parsed.data.id)) continue
    if (fields.size >= MAX_FORM_FIELDS) break
    fields.set(parsed.data.id, parsed.data)
  }
  return [...fields.values()]
}

/** The form block `uid` of the page, or null when the page has no such form (any more). */
export function formOfPage(page: PageData, uid: string): FormDefinition | null {
  const block = page.content.body.find((candidate) => candidate.component === FORM_COMPONENT && candidate._uid === uid)
  if (!block) return null
  const { form } = readFormBlock(block)
  return { ...form, fields: fieldsOf(block) }
}
