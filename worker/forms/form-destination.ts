import { withDeadline } from '../api/with-deadline.ts'
import type { Answer } from './check-submission.ts'

// Where a checked submission goes: the configured webhook (CONTACT_FORM_WEBHOOK_URL), one JSON POST each, or in
// development and test the sandbox outbox (`npm run outbox`). The webhook's answer is read for its status only;
// a redirect is a failure, never followed, so the submission cannot be steered somewhere else.

/** The JSON the webhook receives. */
export interface FormDelivery {
  /** The page the form is on, as a path. */
  page: string
  /** The form's CMS `_uid` and heading, so one receiver can tell forms apart. */
  form: string
  heading: string
  submitted_at: string
  fields: { id: string; label: string; type: string; value: string }[]
}

/** Sends one delivery; true when the destination took it. */
export type FormDestination = (delivery: FormDelivery) => Promise<boolean>

export function deliveryOf(page: string, form: { uid: string; heading: string }, answers: Answer[], now: number): FormDelivery {
  return {
    page: `/${page}`,
    form: form.uid,
    heading: form.heading,
    submitted_at: new Date(now).toISOString(),
    fields: answers.map(({ field, value }) => ({ id: field.id, label: field.label, type: field.type, value })),
  }
}

export function webhookDestination(
  url: string,
  timeoutMs: number,
  send: (request: Request, signal: AbortSignal) => Promise<Response>,
): FormDestination {
  return async (delivery) => {
    try {
      const response = await withDeadline(timeoutMs, (signal) =>
        send(
          new Request(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': 'perkins-site-forms' },
            body: JSON.stringify(delivery),
            redirect: 'manual',
          }),
          signal,
        ),
      )
      await response.body?.cancel()
      return response.status >= 200 && response.status < 300
    } catch {
      return false
    }
  }
}

/** The sandbox's outbox, reached through the UPSTREAM binding (development and test only). */
export function outboxDestination(sandbox: Pick<Fetcher, 'fetch'>): FormDestination {
  return async (delivery) => {
    const message = {
      to: 'contact-form-webhook',
      subject: `Form: ${delivery.heading || delivery.form} (${delivery.page})`,
      body: JSON.stringify(delivery, null, 2),
    }
    try {
      const response = await sandbox.fetch(
        new Request('https://perkins-sandbox/_sandbox/outbox', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
        }),
      )
      await response.body?.cancel()
      return response.ok
    } catch {
      return false
    }
  }
}
