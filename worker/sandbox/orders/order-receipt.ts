import type { Choice } from '../menus/choices.ts'
import { formatCents } from '../money.ts'
import type { OutboxMessage } from '../members/outbox.ts'
import type { LineRow } from './order-store.ts'
import type { Location } from '#shared/schemas/location.ts'

// The receipt a placed order sends to the email given at checkout (the guest's) or the member's own. The sandbox
// writes it to its outbox (members/outbox.ts) in the batch that places the order, so it exists exactly when the order
// does. What it says: the short number and the restaurant, when (as soon as possible, the time asked for, or a holiday
// pre-order's pickup window as the confirmation words it), the items with their choices, and the total.

export interface ReceiptFacts {
  to: string
  orderNumber: string
  location: Pick<Location, 'name' | 'city' | 'state' | 'timezone'>
  asap: boolean
  readyAt: number
  /** A holiday pre-order: its title and pickup window ("Thanksgiving pies", "Wednesday, November 25, 8–11 AM"). */
  preorder: { title: string; pickupLabel: string } | null
  lines: readonly Pick<LineRow, 'name' | 'quantity' | 'unit_cents' | 'choices'>[]
  totalCents: number
}

function timeAt(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(epochMs))
}

export function receiptMessage(facts: ReceiptFacts): OutboxMessage {
  const where = `Perkins ${facts.location.name}, ${facts.location.city}, ${facts.location.state}`
  const when = facts.preorder
    ? `Your ${facts.preorder.title} will be ready to pick up on ${facts.preorder.pickupLabel}.`
    : facts.asap
      ? `As soon as possible: the kitchen expects it ready at ${timeAt(facts.readyAt, facts.location.timezone)}.`
      : `Ready at ${timeAt(facts.readyAt, facts.location.timezone)}.`
  const items = facts.lines.map((line) => {
    const choices = (JSON.parse(line.choices) as Choice[]).map((choice) => choice.name).join(', ')
    return `${line.quantity} × ${line.name}${choices ? ` (${choices})` : ''}: ${formatCents(line.unit_cents * line.quantity)}`
  })
  return {
    to: facts.to,
    subject: `Your Perkins order ${facts.orderNumber}`,
    body: [
      `Thank you for your order at ${where}.`,
      `Order number: ${facts.orderNumber}`,
      when,
      '',
      ...items,
      '',
      `Total: ${formatCents(facts.totalCents)}`,
    ].join('\n'),
  }
}
