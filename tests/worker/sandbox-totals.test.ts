import { describe, expect, it } from 'vitest'
import type { Location } from '#shared/schemas/location.ts'
import type { Product } from '#shared/schemas/menu.ts'
import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import { menuById, seedCoupons, seedLocations, seedTaxRates } from '#shared/seed/index.ts'
import { propertyRuns } from './property-runs.ts'
import { randomChoices, seededRandom, startSandbox, type Sandbox } from './sandbox-helpers.ts'

// Taxes and totals exact to the cent on 400 random baskets (8,000 with DEEP_PROPERTIES=1), through the sandbox's own
// calls on real D1, checked against a calculation written here from the seed's decimal text with BigInt: no shared
// code, no floating point.
//
// The rules restated: subtotal = Σ quantity × (price + option prices); tax = subtotal × state rate, half-up to the
// cent; discount = coupon percent of the subtotal (half-up) or its amount, at most the subtotal, when the subtotal
// reaches its minimum; delivery 3.99 (own drivers) or 4.99 plus a 1.00 service fee (dispatch); total = subtotal −
// discount + tax + delivery + fees + tip.

/** "10.29" → 1029n, "0.5" → 50n, "-0.5" → -50n: dollars with at most 2 decimals, read from their decimal text. */
function cents(dollars: number): bigint {
  const text = String(dollars)
  const negative = text.startsWith('-')
  const [whole, fraction = ''] = text.replace('-', '').split('.')
  if (fraction.length > 2) throw new Error(`${text} has more than 2 decimals`)
  const value = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'))
  return negative ? -value : value
}

/** A decimal's exact value as numerator / 10^scale: 0.07875 → [7875n, 100000n]. */
function fraction(decimal: number): [bigint, bigint] {
  const [whole, digits = ''] = String(decimal).split('.')
  const scale = 10n ** BigInt(digits.length)
  return [BigInt(whole!) * scale + BigInt(digits || '0'), scale]
}

/** amount × n / d rounded half-up, for non-negative values. */
const halfUp = (amount: bigint, [n, d]: [bigint, bigint]): bigint => (2n * amount * n + d) / (2n * d)

type Handoff = 'pickup' | 'curbside' | 'delivery' | 'dispatch'

interface Expected {
  subtotal: bigint
  discount: bigint
  tax: bigint
  delivery: bigint
  fees: bigint
  tip: bigint
  total: bigint
}

function expectedTotals(
  lines: { product: Product; quantity: number; optionIds: number[] }[],
  state: string,
  handoff: Handoff,
  tip: bigint,
  couponCode: string | null,
): Expected {
  const optionCost = new Map<number, number>()
  const collect = (groups: Product['option_groups'] | Product['option_groups'][number]['options'][number]['modifiers']): void => {
    for (const group of groups) {
      for (const option of group.options) {
        optionCost.set(option.id, option.cost)
        collect(option.modifiers)
      }
    }
  }
  let subtotal = 0n
  for (const line of lines) {
    collect(line.product.option_groups)
    let unit = cents(line.product.cost) + line.optionIds.reduce((sum, id) => sum + cents(optionCost.get(id)!), 0n)
    if (unit < 0n) unit = 0n
    subtotal += unit * BigInt(line.quantity)
  }
  const rate = seedTaxRates.find((t) => t.state === state)!.rate
  const tax = halfUp(subtotal, fraction(rate))
  let discount = 0n
  const coupon = seedCoupons.find((c) => c.code === couponCode)
  if (coupon && subtotal >= cents(coupon.min_subtotal)) {
    if (coupon.kind === 'percent') {
      const [n, d] = fraction(coupon.value)
      discount = halfUp(subtotal, [n, d * 100n])
    } else {
      discount = cents(coupon.value) < subtotal ? cents(coupon.value) : subtotal
    }
  }
  const delivery = handoff === 'delivery' ? 399n : handoff === 'dispatch' ? 499n : 0n
  const fees = handoff === 'dispatch' ? 100n : 0n
  return { subtotal, discount, tax, delivery, fees, tip, total: subtotal - discount + tax + delivery + fees + tip }
}

const toCentsOnWire = (dollars: number): bigint => cents(Math.round(dollars * 100) / 100)

// Every 3rd basket draws a hand-off, every 4th a tip and every 5th a coupon: 400 give each hand-off 17 times or more,
// 100 tips, 71 coupons taken and some refused. 1,000 on every run cost about 50 s of the suite beside the browser
// tests; DEEP_PROPERTIES=1 runs twenty times as many for a nightly run.
const BASKETS = propertyRuns(400)
const CONCURRENCY = 16

async function randomBasket(sandbox: Sandbox, random: () => number, n: number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const location: Location = pick(seedLocations)
  const menu = menuById(location.menu_id ?? DEFAULT_MENU_ID)!
  const products = [...menu.categories.flatMap((c) => c.products), ...menu.singles]
  const drawn = Array.from({ length: 1 + Math.floor(random() * 5) }, () => {
    const product = pick(products)
    // Mostly a few; now and then a big order, up to the product's own limit.
    const most = Math.min(product.max_quantity, random() < 0.1 ? 99 : 4)
    return { product, quantity: 1 + Math.floor(random() * most), optionIds: randomChoices(product.option_groups, random) }
  })
  // The same dish with the same choices joins one line upstream, where the sum could pass the dish's limit: each
  // basket keeps the first of such twins, so every basket stays one the sandbox accepts.
  const lineKey = (line: (typeof drawn)[number]) => `${line.product.id}:${[...line.optionIds].sort().join(',')}`
  const lines = drawn.filter((line, index) => drawn.findIndex((other) => lineKey(other) === lineKey(line)) === index)
  const handoffs: Handoff[] = ['pickup', ...(['curbside', 'delivery', 'dispatch'] as const).filter((h) => location.services[h])]
  const handoff = n % 3 === 0 ? pick(handoffs) : 'pickup'
  const tip = n % 4 === 0 ? BigInt(Math.floor(random() * 2_000)) : 0n
  const couponCode = n % 5 === 0 ? pick(seedCoupons).code : null

  const basket = await sandbox.ok('POST', 'orders/create', { body: { menu_id: menu.id, location_id: location.id } })
  const path = `orders/${basket.id}`
  await sandbox.ok('POST', `${path}/products`, {
    body: { products: lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity, choices: l.optionIds.join(',') })) },
  })
  if (handoff === 'curbside') {
    await sandbox.ok('PUT', `${path}/handoff/curbside`)
    await sandbox.ok('PUT', `${path}/custom`, {
      body: {
        fields: [
          { id: 'make', value: 'Ford' },
          { id: 'model', value: 'F-150' },
          { id: 'color', value: 'Blue' },
        ],
      },
    })
  } else if (handoff === 'delivery' || handoff === 'dispatch') {
    await sandbox.ok('PUT', `${path}/address`, {
      body: { type: handoff, address: { address: location.address, city: location.city, zip: location.zip } },
    })
  }
  if (tip > 0n) await sandbox.ok('PUT', `${path}/tip`, { body: { amount: Number(tip) / 100 } })
  const expected = expectedTotals(lines, location.state, handoff, tip, couponCode)
  let couponApplied = false
  if (couponCode !== null) {
    const applied = await sandbox.call('PUT', `${path}/coupon`, { body: { code: couponCode } })
    couponApplied = applied.status === 200
    // The coupon is refused exactly when the independent calculation gives it no discount.
    expect(couponApplied, `basket ${n}: coupon ${couponCode} on ${expected.subtotal}`).toBe(expected.discount > 0n)
    if (!couponApplied) expect(applied.body).toEqual({ message: 'This coupon is not valid for this order.' })
  }
  const validated = await sandbox.ok('POST', `${path}/validate`)
  return { n, validated, expected }
}

describe('sandbox totals', () => {
  it(`are exact to the cent on ${BASKETS} random baskets`, async () => {
    const sandbox = await startSandbox()
    const random = seededRandom(20261118)
    let checked = 0
    for (let start = 0; start < BASKETS; start += CONCURRENCY) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, BASKETS - start) }, (_, i) => randomBasket(sandbox, random, start + i)),
      )
      for (const { n, validated, expected } of batch) {
        const t = validated.totals
        const got = {
          subtotal: toCentsOnWire(t.subtotal),
          discount: toCentsOnWire(t.discount),
          tax: toCentsOnWire(t.tax),
          delivery: toCentsOnWire(t.delivery),
          fees: toCentsOnWire(t.fees),
          tip: toCentsOnWire(t.tip),
          total: toCentsOnWire(t.total),
        }
        expect(got, `basket ${n}`).toEqual(expected)
        // The wire carries whole cents: no third decimal hides in any amount.
        for (const value of Object.values(t)) if (typeof value === 'number') expect(Math.round(value * 100) / 100).toBe(value)
        expect(validated.taxes).toEqual([{ label: expect.stringMatching(/^[A-Z]{2} Sales Tax$/), amount: t.tax }])
        expect(t.estimated).toBe(false)
        checked++
      }
    }
    expect(checked).toBe(BASKETS)
  }, 300_000)
})
