// Prices are printed by hand, as en-US prints dollars ("$1,234.50", "-$5.00"), not with Intl.NumberFormat: a page's
// first Intl formatter loads the browser's locale data, 15-30 ms of the main thread in Chromium before a price shows,
// and /menu and a product page would pay it while hydrating. tests/worker/money-unit.test.ts holds the two equal.

/** Dollars to the cent for display: 12.5 → "$12.50". Half a cent rounds away from zero, as Intl does. */
export function formatMoney(dollars: number): string {
  // Rounded from the amount's shortest decimal form, as Intl rounds: 1.005 is 100.49999999999999 cents in binary.
  const cents = Math.round(Number((Math.abs(dollars) * 100).toPrecision(15)))
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
