import { CURRENCY } from './constants.ts'

const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY })

/** Dollars to the cent for display: 12.5 → "$12.50". */
export function formatMoney(dollars: number): string {
  return formatter.format(dollars)
}
