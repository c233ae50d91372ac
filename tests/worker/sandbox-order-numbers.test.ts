import { describe, expect, it } from 'vitest'
import { apiResponseSchemas } from '#shared/schemas/api/responses.ts'
import { productById } from '#shared/seed/index.ts'
import { newOrderNumber, ORDER_NUMBER_ALPHABET } from '#worker/sandbox/orders/order-number.ts'
import { statusAt } from '#worker/sandbox/orders/order-status.ts'
import { basketWith, startSandbox, type Sandbox } from './sandbox-helpers.ts'
import { EAGAN, MENU } from './seed-picks.ts'

// A placed order's short number (six characters read aloud at the counter, unique per restaurant and day), the
// receipt it sends to the email given, and an as-soon-as-possible order never called "Scheduled".

const MANKATO = 3571
const PANCAKES = productById(MENU, 100101)!
const FULL_STACK = PANCAKES.option_groups[0]!.options[1]!.id

const SHORT_NUMBER = new RegExp(`^[${ORDER_NUMBER_ALPHABET}]{6}$`)
const guest = (email: string) => ({
  usertype: 'guest',
  first_name: 'Dana',
  last_name: 'Ruiz',
  email,
  phone: '612-555-0142',
  payments: [{ type: 'creditcard', token: 'tok_visa' }],
})

async function placeAt(sandbox: Sandbox, locationId: number, email = 'dana@example.com') {
  const basket = await basketWith(sandbox, locationId, MENU, [{ product_id: PANCAKES.id, quantity: 2, choices: [FULL_STACK] }])
  return sandbox.ok('POST', `orders/${basket.id}/submit`, { body: guest(email) })
}

describe('sandbox order numbers and receipts', () => {
  it('gives a placed order a six-character number with its restaurant, and its receipt to the email typed', async () => {
    const sandbox = await startSandbox()
    const placed = await placeAt(sandbox, EAGAN, 'dana.receipt@example.com')
    expect(apiResponseSchemas.ordersSubmit.parse(placed)).toMatchObject({ state: 'placed' })
    expect(placed.order_number).toMatch(SHORT_NUMBER)
    expect(placed.restaurant).toEqual({ name: 'Eagan', city: 'Eagan', state: 'MN' })
    expect(placed.receipt_to).toBe('dana.receipt@example.com')
    expect(placed.status).not.toBe('Scheduled')

    const receipt = sandbox.outbox.find((message) => message.to === 'dana.receipt@example.com')
    expect(receipt?.subject).toBe(`Your Perkins order ${placed.order_number}`)
    expect(receipt?.body).toContain(`Order number: ${placed.order_number}`)
    expect(receipt?.body).toContain('Thank you for your order at Perkins Eagan, Eagan, MN.')
    expect(receipt?.body).toContain('As soon as possible: the kitchen expects it ready at')
    expect(receipt?.body).toContain('2 × Buttermilk Pancakes (Full Stack (5)): $22.98')
    const stored = await sandbox.db
      .prepare('SELECT count(*) AS n FROM outbox WHERE recipient = ?1 AND subject = ?2')
      .bind('dana.receipt@example.com', receipt?.subject)
      .first<{ n: number }>()
    expect(stored?.n).toBe(1)

    // A later read shows the number, never where the receipt went.
    const read = await sandbox.ok('GET', `orders/${placed.id}`)
    expect(read.order_number).toBe(placed.order_number)
    expect(read).not.toHaveProperty('receipt_to')
  })

  it('keeps numbers unique per restaurant and day: the database refuses a repeat there, not at another restaurant', async () => {
    const sandbox = await startSandbox()
    const first = await placeAt(sandbox, EAGAN)
    const second = await placeAt(sandbox, EAGAN)
    const elsewhere = await placeAt(sandbox, MANKATO)
    expect(second.order_number).not.toBe(first.order_number)
    const renumber = (id: string) =>
      sandbox.db.prepare('UPDATE orders SET order_number = ?1 WHERE id = ?2').bind(first.order_number, id).run()
    await expect(renumber(second.id)).rejects.toThrow(/UNIQUE constraint failed/)
    await expect(renumber(elsewhere.id)).resolves.toMatchObject({ success: true })
  })

  it('draws every character from the alphabet without look-alikes', () => {
    const seen = new Set<string>()
    for (let draw = 0; draw < 500; draw++) {
      const number = newOrderNumber()
      expect(number).toMatch(SHORT_NUMBER)
      for (const character of number) seen.add(character)
    }
    expect([...seen].sort().join('')).toBe([...ORDER_NUMBER_ALPHABET].sort().join(''))
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[0O1IL2Z5S8BG6QUV]/)
  })

  it('calls an as-soon-as-possible order "Received" before its kitchen starts, an advance one "Scheduled"', () => {
    const order = { status: 'placed' as const, handoff: 'pickup' as const, ready_at: 10 * 60_000 * 60, placed_at: 0 }
    expect(statusAt({ ...order, time_wanted: null }, 0)).toBe('Received')
    expect(statusAt({ ...order, time_wanted: order.ready_at }, 0)).toBe('Scheduled')
  })
})
