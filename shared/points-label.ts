// Points are printed by hand, as en-US prints numbers ("1,234", "2.5"), for the reason prices are (shared/money.ts):
// a page's first Intl formatter, `toLocaleString` included, loads the browser's locale data, 15-30 ms of a slow
// phone's main thread, here when the cart panel first shows what an order earns or an account page its balance.
// tests/worker/points-label-unit.test.ts holds the two equal.

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/** A number as en-US writes it: thousands separated by commas, at most three decimals, rounded half away from zero. */
export function formatCount(n: number): string {
  const sign = n < 0 ? '-' : ''
  if (Number.isInteger(n)) return `${sign}${grouped(String(Math.abs(n)))}`
  const thousandths = Math.round(Math.abs(n) * 1000)
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return `${thousandths > 0 ? sign : ''}${grouped(String(Math.floor(thousandths / 1000)))}${fraction ? `.${fraction}` : ''}`
}

/** "1 point", "1,234 points". */
export const pointsLabel = (n: number): string => `${formatCount(n)} ${n === 1 ? 'point' : 'points'}`
