import { CURRENCY } from './constants.ts'

const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY })

/** Dollars to the cent for display: 12.5 → "$12.50". */
export function formatMoney(dollars: number): string {
  return formatter.format(dollars)
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
