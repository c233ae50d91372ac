// Money inside the sandbox is integer cents; the wire carries dollars (USD to 2 decimals).

/** Dollars from a validated payload (at most 2 decimals) to cents; rounding absorbs binary floating point. */
export const toCents = (dollars: number): number => Math.round(dollars * 100)

/**
 * Cents to dollars for a response. JSON has no trailing zeros, so 12.50 is written 12.5: the number is still the
 * closest double to the two-decimal amount, and cents / 100 never produces a third decimal.
 */
export const toDollars = (cents: number): number => cents / 100

/** amount × numerator / denominator, rounded half-up to a whole number, for non-negative integers. */
export function mulDivHalfUp(amount: number, numerator: number, denominator: number): number {
  const product = amount * numerator
  if (!Number.isSafeInteger(product) || amount < 0 || numerator < 0 || denominator <= 0) {
    throw new RangeError(`mulDivHalfUp(${amount}, ${numerator}, ${denominator}) is outside exact integer range`)
  }
  // Integer arithmetic on purpose: 0.07875 as a double would turn an exact half cent into 0.4999…
  return Math.floor((product + Math.floor(denominator / 2)) / denominator)
}

/** Parts per million of a fraction given with at most 6 decimals (0.07875 → 78750). */
export const toPartsPerMillion = (fraction: number): number => Math.round(fraction * 1_000_000)

/** "$12.50" for messages. */
export const formatCents = (cents: number): string => `$${(cents / 100).toFixed(2)}`
