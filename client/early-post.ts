import { data, useActionData, type ActionFunctionArgs } from 'react-router'
import { EARLY_POST_REFUSAL_HEADER } from '#shared/early-post.ts'

// The action of a screen whose form may arrive before hydration (shared/early-post.ts). It runs on the server only:
// the screens submit through their own handlers once their scripts run. It echoes the allow-listed fields it is
// given, never a password or anything else posted, and calls nothing.

const MAX_FIELD_LENGTH = 200
const NOT_A_FORM = 'This page cannot take that.'

/**
 * A field an early POST may fill back in: a name, whose value comes back as typed, or a set of choices sharing a
 * name (radios, checkboxes, a select's options), whose posted values come back only if they are among `choices`.
 */
export type EarlyPostField = string | { name: string; choices: readonly string[] }

export interface EarlyPost {
  earlyPost: true
  /** The allow-listed fields as posted (cut to 200 characters, or the screen's own limit), by name. */
  values: Partial<Record<string, string>>
  /** The allow-listed sets of choices: every posted value that is one of the set's own, each once, by name. */
  choices: Partial<Record<string, string[]>>
}

const isEarlyPost = (value: unknown): value is EarlyPost =>
  typeof value === 'object' && value !== null && (value as { earlyPost?: unknown }).earlyPost === true

/**
 * The allow-listed fields of a screen whose fields are known only per request (a CMS form, a product's options), or
 * null: no form here.
 */
type FieldsFor = (args: ActionFunctionArgs) => Promise<readonly EarlyPostField[] | null>

/**
 * An action that answers an early POST with the page and the `fields` it may fill back in (a list, or a function
 * of the request for a page whose forms come from the CMS; null there means the page has no form: 405).
 * `maxLength` is the longest value echoed (a message box takes more than a name).
 */
export function earlyPostAction(fields: readonly EarlyPostField[] | FieldsFor, { maxLength = MAX_FIELD_LENGTH } = {}) {
  return async (args: ActionFunctionArgs) => {
    const { request } = args
    const refusal = request.headers.get(EARLY_POST_REFUSAL_HEADER)
    if (refusal === 'too-large') throw data({ message: 'That was more than this form takes.' }, { status: 413 })
    if (refusal !== null) throw data({ message: NOT_A_FORM }, { status: 405 })
    const allowed = typeof fields === 'function' ? await fields(args) : fields
    if (allowed === null) throw data({ message: NOT_A_FORM }, { status: 405 })
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw data({ message: 'That form could not be read.' }, { status: 400 })
    }
    // Maps keyed by the allow-list: a posted `__proto__` or any other name never reaches the answer.
    const values = new Map<string, string>()
    const choices = new Map<string, string[]>()
    for (const field of allowed) {
      if (typeof field === 'string') {
        const value = form.get(field)
        if (typeof value === 'string') values.set(field, value.slice(0, maxLength))
        continue
      }
      // Every value posted under the name (a set of checkboxes sends one per box ticked), but only the set's own.
      const known = new Set(field.choices)
      const posted = new Set<string>()
      for (const value of form.getAll(field.name)) if (typeof value === 'string' && known.has(value)) posted.add(value)
      if (posted.size > 0) choices.set(field.name, [...posted])
    }
    const answer = { earlyPost: true, values: Object.fromEntries(values), choices: Object.fromEntries(choices) } satisfies EarlyPost
    return data(answer, { headers: { 'cache-control': 'no-store' } })
  }
}

/** The early POST this render answers, if any: its values prefill the form, and the screen says to press again. */
export function useEarlyPost(): EarlyPost | null {
  const answer = useActionData()
  return isEarlyPost(answer) ? answer : null
}
