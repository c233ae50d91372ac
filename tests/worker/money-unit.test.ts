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
