// What a content page must know of CMS forms before any form code loads: which blocks are forms, and which posted
// names may be a form's fields. Kept apart (and import-free) so pages without a form carry only these lines.

/** The Storyblok component name of a CMS-built form. */
export const FORM_COMPONENT = 'form'

/** The hidden input that says which form an early POST came from. */
export const FORM_NAME_FIELD = '_form'

/** The longest answer a form takes (a message box); shorter fields take less (shared/forms/form-fields.ts). */
export const MAX_FORM_ANSWER_LENGTH = 2000

/**
 * A field id is posted as a form name and kept as a key of the submission: lowercase letters, digits and
 * underscores, starting with a letter, so it never collides with the form's own `_form` name.
 */
export const FORM_FIELD_ID_PATTERN = /^[a-z][a-z0-9_]{0,39}$/

/** Names every object has (`__proto__`, `constructor`, …): as a field id they could reach a prototype. */
export const isPrototypeKey = (id: string): boolean => id in Object.prototype || id === 'prototype'

export const isFormFieldId = (id: unknown): id is string => typeof id === 'string' && FORM_FIELD_ID_PATTERN.test(id) && !isPrototypeKey(id)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The form blocks at the top of a page body, in order. */
export function formBlocksOf(body: readonly unknown[]): Record<string, unknown>[] {
  return body.filter((block): block is Record<string, unknown> => isRecord(block) && block.component === FORM_COMPONENT)
}
