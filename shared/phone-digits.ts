/**
 * A phone number in the one form it is stored and compared in: digits only, and a leading US country code 1 dropped
 * from 11 digits, so "+1 (651) 555-0199" and "651-555-0199" are the same number, which belongs to one member.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}
