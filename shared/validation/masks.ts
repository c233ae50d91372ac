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

/**
 * A whole date pasted in another common way (4/5/1985, 4-5-1985, 4.5.1985, or 1985-04-05 as a computer writes it) as
 * the date mask shows it, MM/DD/YYYY; null for anything else, which the mask takes digit by digit as typed. Without
 * this, the mask read 4/5/1985 as 45/19/85.
 */
export function pastedDate(text: string): string | null {
  const trimmed = text.trim()
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed)
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed)
  const parts = us ? [us[1], us[2], us[3]] : iso ? [iso[2], iso[3], iso[1]] : null
  if (!parts) return null
  const [month, day, year] = parts as [string, string, string]
  return `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${year}`
}

/** MM/DD/YYYY as the date mask shows it → YYYY-MM-DD as the signup payload sends it; '' when incomplete. */
export function maskedDateToIso(masked: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked)
  return match ? `${match[3]}-${match[1]}-${match[2]}` : ''
}
