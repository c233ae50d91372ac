import { API_MESSAGES } from './api-messages.ts'

// What of an upstream error answer reaches the browser: only the visitor-facing messages, in the shapes the client
// reads (client/api/api-errors.ts: a `message` string, or a list of items each with a `message`, under `message` or
// `errors`), and the `field` a message is about. Stack traces, internal ids, SQL or anything else the upstream
// puts beside them stays here.

type ErrorItem = { message: string; field?: string }
type PublicErrorBody = { message: string; field?: string } | { message: ErrorItem[] } | { errors: ErrorItem[] }

const MAX_MESSAGE_LENGTH = 500
const MAX_ITEMS = 20
// A field names an input (`email`, `address.zip`); anything else is not a field name.
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const messageText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_MESSAGE_LENGTH ? value : null

const fieldOf = (record: Record<string, unknown>): { field?: string } =>
  typeof record.field === 'string' && FIELD_NAME.test(record.field) ? { field: record.field } : {}

function itemOf(value: unknown): ErrorItem | null {
  const text = messageText(value)
  if (text !== null) return { message: text }
  if (!isRecord(value)) return null
  const message = messageText(value.message)
  return message === null ? null : { message, ...fieldOf(value) }
}

const itemsOf = (values: readonly unknown[]) =>
  values
    .slice(0, MAX_ITEMS)
    .map(itemOf)
    .filter((item): item is ErrorItem => item !== null)

/** The upstream error body reduced to what the visitor may read; the trouble message when it says nothing usable. */
export function publicErrorBody(body: unknown): PublicErrorBody {
  const trouble = { message: API_MESSAGES.trouble }
  if (Array.isArray(body)) {
    const items = itemsOf(body)
    return items.length > 0 ? { message: items } : trouble
  }
  if (!isRecord(body)) return trouble
  const message = messageText(body.message)
  if (message !== null) return { message, ...fieldOf(body) }
  const list = Array.isArray(body.message) ? itemsOf(body.message) : []
  if (list.length > 0) return { message: list }
  const errors = Array.isArray(body.errors) ? itemsOf(body.errors) : []
  return errors.length > 0 ? { errors } : trouble
}
