import { data, useActionData, type ActionFunctionArgs } from 'react-router'
import { EARLY_POST_REFUSAL_HEADER } from '#shared/early-post.ts'

// The action of a screen whose form may arrive before hydration (shared/early-post.ts). It runs on the server only:
// the screens submit through their own handlers once their scripts run. It echoes the allow-listed fields it is
// given, never a password or anything else posted, and calls nothing.

const MAX_FIELD_LENGTH = 200
const NOT_A_FORM = 'This page cannot take that.'

export interface EarlyPost {
  earlyPost: true
  /** The allow-listed fields as posted (cut to 200 characters, or the screen's own limit), by name. */
  values: Partial<Record<string, string>>
}

const isEarlyPost = (value: unknown): value is EarlyPost =>
  typeof value === 'object' && value !== null && (value as { earlyPost?: unknown }).earlyPost === true

/** The allow-listed fields of a screen whose fields are known only per request (a CMS form), or null: no form here. */
type FieldsFor = (args: ActionFunctionArgs) => Promise<readonly string[] | null>

/**
 * An action that answers an early POST with the page and the `fields` it may fill back in (a list, or a function
 * of the request for a page whose forms come from the CMS; null there means the page has no form: 405).
 * `maxLength` is the longest value echoed (a message box takes more than a name).
 */
export function earlyPostAction(fields: readonly string[] | FieldsFor, { maxLength = MAX_FIELD_LENGTH } = {}) {
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
    // A Map keyed by the allow-list: a posted `__proto__` or any other name never reaches the answer.
    const values = new Map<string, string>()
    for (const field of allowed) {
      const value = form.get(field)
      if (typeof value === 'string') values.set(field, value.slice(0, maxLength))
    }
    return data({ earlyPost: true, values: Object.fromEntries(values) } satisfies EarlyPost, { headers: { 'cache-control': 'no-store' } })
  }
}

/** The early POST this render answers, if any: its values prefill the form, and the screen says to press again. */
export function useEarlyPost(): EarlyPost | null {
  const answer = useActionData()
  return isEarlyPost(answer) ? answer : null
}
