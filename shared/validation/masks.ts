// Input masks of docs/product.md, Form rules, as data. `#` is a digit the visitor types; every other character is a literal the mask
// inserts. imask spells a digit `0`, so a field hands it `toImaskPattern(MASKS.phone.pattern)`.

export const MASKS = {
  /**
   * A US or Canadian number. Its area code never starts with 1, so a 1 typed or pasted before it is the country code
   * ("+1 (651) 555-0199", "1-800-…"): the field drops it, or the number would shift by one digit and lose its last.
   */
  phone: { pattern: '###-###-####', countryCode: '1' },
  date: { pattern: '##/##/####' },
  zip: { pattern: '#####' },
  /** The 7-digit numeric field of docs/product.md, Form rules (which field it is is not shown). */
  sevenDigits: { pattern: '#######' },
} as const

export function toImaskPattern(pattern: string): string {
  return pattern.replaceAll('#', '0')
}

/** Applies a digit mask to whatever was typed or pasted: non-digits are dropped, literals are inserted. */
export function applyDigitMask(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '')
  let out = ''
  let next = 0
  for (const slot of pattern) {
    if (next >= digits.length) break
    if (slot === '#') out += digits[next++]
    else out += slot
  }
  return out
}

/** MM/DD/YYYY as the date mask shows it → YYYY-MM-DD as the signup payload sends it; '' when incomplete. */
export function maskedDateToIso(masked: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked)
  return match ? `${match[3]}-${match[1]}-${match[2]}` : ''
}
