// Prices are printed by hand, as en-US prints dollars ("$1,234.50", "-$5.00"), not with Intl.NumberFormat: a page's
// first Intl formatter loads the browser's locale data, 15-30 ms of the main thread in Chromium before a price shows,
// and /menu and a product page would pay it while hydrating. tests/worker/money-unit.test.ts holds the two equal.

/**
 * Whole cents in an amount, rounded as Intl rounds: the digits JavaScript writes for the number (its shortest decimal
 * form, "1.005" though the double is a little less), half a cent away from zero.
 */
function centsIn(amount: number): number {
  const digits = String(Math.abs(amount))
  // Exponent forms are below a millionth of a dollar or beyond any price: plain arithmetic is exact enough there.
  if (!/^\d+(\.\d+)?$/.test(digits)) return Math.round(Math.abs(amount) * 100)
  const [whole = '0', fraction = ''] = digits.split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
  return (fraction[2] ?? '0') >= '5' ? cents + 1 : cents
}

/** Dollars to the cent for display: 12.5 → "$12.50". Half a cent rounds away from zero, as Intl does. */
export function formatMoney(dollars: number): string {
  const cents = centsIn(dollars)
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  const sign = dollars < 0 && cents > 0 ? '-' : ''
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`
}

/**
 * A banked reward as a visitor reads it: its name, then what it takes off, unless the name already says so ("$5 off"
 * stays "$5 off", never "$5 off ($5.00 off)"; "Free Short Stack" becomes "Free Short Stack ($6.49 off)").
 */
export function rewardLabel(name: string, amount: number): string {
  const wholeDollars = Number.isInteger(amount) ? `$${amount}` : null
  const saysAmount = name.includes(formatMoney(amount)) || (wholeDollars !== null && new RegExp(`\\${wholeDollars}(?!\\d)`).test(name))
  return saysAmount ? name : `${name} (${formatMoney(amount)} off)`
}
