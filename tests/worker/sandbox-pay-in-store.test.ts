import { describe, expect, it } from 'vitest'
import { productById } from '#shared/seed/index.ts'
import { seedLocations } from '#shared/seed/locations.ts'
import { basketWith, requiredChoices, startSandbox } from './sandbox-helpers.ts'

// Pay in store where the restaurant takes it: its location data lists the payment kinds it accepts, and the sandbox
// refuses pay in store anywhere else, whatever the site shows.

const EXPRESS_ROCHESTER = 3523
const EXPRESS_MENU = 70406
const PANCAKES = productById(EXPRESS_MENU, 200103)!
const guest = { usertype: 'guest', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '612-555-0101' }

describe('pay in store by location', () => {
  it('seeds most restaurants with card and pay in store, the Express counters with cards only', async () => {
    const sandbox = await startSandbox()
    const eagan = await sandbox.ok('GET', 'locations/3510')
    const express = await sandbox.ok('GET', `locations/${EXPRESS_ROCHESTER}`)
    expect(eagan.payment_kinds).toEqual(['creditcard', 'giftcard', 'instore'])
    expect(express.payment_kinds).toEqual(['creditcard', 'giftcard'])
    const cardOnly = seedLocations.filter((location) => !location.payment_kinds.includes('instore'))
    expect(cardOnly.length).toBeGreaterThan(0)
    expect(cardOnly.length).toBeLessThan(seedLocations.length / 2)
    expect(seedLocations.every((location) => location.payment_kinds.includes('creditcard'))).toBe(true)
  })

  it('refuses pay in store at a restaurant that does not take it, and leaves the basket open', async () => {
    const sandbox = await startSandbox()
    const basket = await basketWith(sandbox, EXPRESS_ROCHESTER, EXPRESS_MENU, [
      { product_id: PANCAKES.id, quantity: 1, choices: requiredChoices(PANCAKES.option_groups) },
    ])
    const refused = await sandbox.call('POST', `orders/${basket.id}/submit`, { body: { ...guest, payments: [{ type: 'instore' }] } })
    expect(refused).toEqual({ status: 400, body: { message: 'This restaurant does not take payment in store. Please pay by card.' } })
    expect((await sandbox.ok('GET', `orders/${basket.id}`)).state).toBe('open')
    const paid = await sandbox.ok('POST', `orders/${basket.id}/submit`, {
      body: { ...guest, payments: [{ type: 'creditcard', token: 'tok_visa' }] },
    })
    expect(paid.state).toBe('placed')
  })
})
