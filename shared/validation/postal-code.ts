import { ZIP_PATTERN } from '../constants.ts'

// Canadian postal codes ("A1A 1A1"): the spec's mask of "up to 6 characters elsewhere", beside the US zip's five
// digits. Canada Post never uses D, F, I, O, Q or U, and no code starts with W or Z; a code breaking those rules names
// no place and is refused as "Incorrect format." before anything is sent.

const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i

/** "r3t2h4", "R3T 2H4" → true; "R3T 2H", "D3T 2H4", "55401" → false. */
export const isCanadianPostalCode = (text: string): boolean => CANADIAN_POSTAL_CODE.test(text.trim())

/** The one written form of a Canadian postal code: upper case, a space after the third character. */
export function formatPostalCode(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase()
  return `${compact.slice(0, 3)} ${compact.slice(3)}`
}

/** The forward sortation area: the first three characters, which name the part of a city or province. */
export const forwardSortationArea = (text: string): string => text.trim().slice(0, 3).toUpperCase()

/**
 * A US ZIP+4 ("55401-1234"), as a browser's autofill and many visitors write a zip: its first five digits are the zip.
 * Returns that zip, or null for anything else.
 */
export function zipOfZipPlusFour(text: string): string | null {
  return /^(\d{5})-\d{4}$/.exec(text.trim())?.[1] ?? null
}

/** A US zip (5 digits) or a Canadian postal code, as a delivery address or a location record carries it. */
export const isZipOrPostalCode = (text: string): boolean => ZIP_PATTERN.test(text) || isCanadianPostalCode(text)

/**
 * Text that can only be meant as a Canadian postal code: a letter then a digit, then only letters, digits and spaces,
 * seven characters at most ("R3T 2H4", "R3T", "D3T 2H4"). No city or street is written that way.
 */
export const looksLikePostalCode = (text: string): boolean => /^[a-z]\d[a-z\d ]{1,5}$/i.test(text.trim())
