import type { Order } from '#shared/schemas/order.ts'

// The parts of our own choosing of an order answer (shared/schemas/order.ts keeps them as extra keys of a loose object):
// read with small guards, so the browser needs no zod. Each reader gives a safe empty value when a key is absent.

type Loose = Readonly<Record<string, unknown>>
const asRecord = (value: unknown): Loose | null => (typeof value === 'object' && value !== null ? (value as Loose) : null)
const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null)

interface CustomField {
  id: string
  label: string
  required: boolean
  value: string
}

export function customFieldsOf(order: Order): CustomField[] {
  const fields = order.custom_fields
  if (!Array.isArray(fields)) return []
  return fields.flatMap((item: unknown) => {
    const field = asRecord(item)
    const id = asString(field?.id)
    if (!field || !id) return []
    return [{ id, label: asString(field.label) ?? id, required: field.required === true, value: asString(field.value) ?? '' }]
  })
}

export function addressOf(order: Order): { address: string; city: string; zip: string } | null {
  const address = asRecord(order.address)
  if (!address) return null
  return { address: asString(address.address) ?? '', city: asString(address.city) ?? '', zip: asString(address.zip) ?? '' }
}

/** The advance time wanted, or null for as soon as possible. */
export function wantedTimeOf(order: Order): string | null {
  return asString(asRecord(order.time)?.wanted)
}

export const readyAtOf = (order: Order): string | null => asString(order.ready_at)
/** The short number read aloud at the counter, when the upstream gave one (six characters). */
export const orderNumberOf = (order: Order): string | null => {
  const number = asString(order.order_number)
  return number && /^[A-Z0-9]{6}$/.test(number) ? number : null
}
/** The restaurant a placed order belongs to ("Eagan"), which its short number is unique within. */
export const restaurantNameOf = (order: Order): string | null => asString(asRecord(order.restaurant)?.name)
/** Where the receipt went: only in the answer to placing the order. */
export const receiptToOf = (order: Order | null): string | null => (order ? asString(order.receipt_to) : null)
export const statusOf = (order: Order): string | null => asString(order.status)
export const couponOf = (order: Order): { code: string; description: string | null } | null => {
  const coupon = asRecord(order.coupon)
  const code = asString(coupon?.code)
  return code ? { code, description: asString(coupon?.description) } : null
}
export const paymentsOf = (order: Order): { description: string; amount: number; kind: string | undefined }[] =>
  Array.isArray(order.payments)
    ? order.payments.flatMap((item: unknown) => {
        const payment = asRecord(item)
        const description = asString(payment?.description)
        return description && typeof payment?.amount === 'number'
          ? [{ description, amount: payment.amount, kind: asString(payment.kind) ?? undefined }]
          : []
      })
    : []

const HANDOFF_WORDS: Record<Order['handoff'], string> = {
  pickup: 'Pickup',
  curbside: 'Curbside pickup',
  delivery: 'Delivery',
  dispatch: 'Delivery',
}
export const handoffWords = (handoff: Order['handoff']): string => HANDOFF_WORDS[handoff]

/**
 * A time for people: "Today at 2:15 PM" or "Tue, Nov 24 at 9:00 AM". In the restaurant's time zone when it is known,
 * as the receipt tells it: a visitor whose phone is in another zone still reads the hour the kitchen means.
 */
export function formatWhen(iso: string, now = new Date(), timeZone?: string): string {
  const when = new Date(iso)
  const zone = timeZone ? { timeZone } : {}
  const time = when.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...zone })
  const day = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', ...zone })
  if (day(when) === day(now)) return `Today at ${time}`
  return `${when.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', ...zone })} at ${time}`
}
