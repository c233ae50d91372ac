import { describe, expect, it } from 'vitest'
import { formatMoney } from '#shared/money.ts'

// formatMoney prints dollars by hand (no Intl in a page's start-up); it must print exactly what Intl prints.
const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

describe('formatMoney', () => {
  it('prints dollars as en-US does', () => {
    expect(formatMoney(12.5)).toBe('$12.50')
    expect(formatMoney(6.49)).toBe('$6.49')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(1234.5)).toBe('$1,234.50')
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00')
    expect(formatMoney(-5)).toBe('-$5.00')
  })

  it('rounds half a cent away from zero, from the amount as written', () => {
    expect(formatMoney(1.005)).toBe('$1.01')
    expect(formatMoney(12.25 * 0.1)).toBe('$1.23')
    expect(formatMoney(2.675)).toBe('$2.68')
    expect(formatMoney(-1.005)).toBe('-$1.01')
    expect(formatMoney(0.004)).toBe('$0.00')
  })

  it('prints no minus sign before a zero (Intl would write -$0.00)', () => {
    expect(formatMoney(-0.004)).toBe('$0.00')
    expect(formatMoney(-0)).toBe('$0.00')
  })

  it('rounds as Intl does the amounts arithmetic leaves just beside half a cent', () => {
    expect(formatMoney(1.0049999999999997)).toBe(intl.format(1.0049999999999997))
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30')
    expect(formatMoney(1.15 * 3)).toBe(intl.format(1.15 * 3))
    // The doubles either side of each half cent up to $100, and sums and tax of the kind a cart makes.
    const bits = new DataView(new ArrayBuffer(8))
    const step = (x: number, by: bigint) => (bits.setFloat64(0, x), bits.setBigUint64(0, bits.getBigUint64(0) + by), bits.getFloat64(0))
    for (let halfCent = 1; halfCent < 20_000; halfCent += 2) {
      const amount = halfCent / 200
      for (const near of [step(amount, -1n), amount, step(amount, 1n)]) expect(formatMoney(near), String(near)).toBe(intl.format(near))
    }
    for (let i = 1; i < 2000; i++) {
      const price = i * 0.37
      for (const amount of [price + 0.1 * i, price * 1.0725, price * 0.15, price * 3 - 0.01]) {
        expect(formatMoney(amount), String(amount)).toBe(intl.format(amount))
      }
    }
  })

  it('agrees with Intl on thousands of amounts, to a tenth of a cent', () => {
    // A fixed sequence (a linear congruential generator), so every run checks the same amounts.
    let seed = 20261126
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(next() * 7)
      const amount = Math.round((next() - 0.2) * magnitude * 1000) / 1000
      if (Math.abs(amount) < 0.005) continue
      expect(formatMoney(amount), String(amount)).toBe(intl.format(amount))
    }
  })
})
