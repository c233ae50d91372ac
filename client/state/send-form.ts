import { TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// Sends a CMS-built form's answers to the Worker (worker/forms/form-route.ts), which checks them again and delivers
// them; it is not an upstream call, so it does not go through the /api client. Never throws: a network failure is
// the trouble message, like any other failed call.

export const FORM_SUBMIT_PATH = '/_forms/submit'

export type FormSendResult = { ok: true; message: string | null } | { ok: false; message: string; errors: ReadonlyMap<string, string> }

export async function sendForm(
  submission: { page: string; form: string; values: ReadonlyMap<string, string> },
  verify: string,
): Promise<FormSendResult> {
  let response: Response
  try {
    response = await fetch(FORM_SUBMIT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', verify },
      body: JSON.stringify({ page: submission.page, form: submission.form, values: Object.fromEntries(submission.values) }),
    })
  } catch {
    return { ok: false, message: TROUBLE_MESSAGE, errors: new Map() }
  }
  const answer: unknown = await response.json().catch(() => null)
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {}
  const message = typeof record.message === 'string' ? record.message : null
  if (response.ok) return { ok: true, message }
  const errors = new Map<string, string>()
  if (typeof record.errors === 'object' && record.errors !== null)
    for (const [id, text] of Object.entries(record.errors)) if (typeof text === 'string') errors.set(id, text)
  return { ok: false, message: message ?? TROUBLE_MESSAGE, errors }
}
