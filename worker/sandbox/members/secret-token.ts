import { sha256Hex } from '#shared/hex.ts'

// Random secrets (tokens, one-time links, reward codes) and the form they are stored in. A secret travels to its
// owner once; the database keeps only its SHA-256, so reading the database does not hand anyone a session.

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** A fresh secret of `bytes` random bytes (256 bits by default), as URL- and header-safe text. */
export function randomSecret(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)))
}

// Crockford's base32 without the letters people misread (I, L, O, U): for codes a person may have to type.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** `length` characters of the alphabet above; 32 is a power of two, so every character is equally likely. */
export function randomCode(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  let code = ''
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length]
  return code
}

/** The stored form of a secret: SHA-256, hex. A secret of 256 random bits needs no salt or stretching. */
export const storedSecret = (secret: string): Promise<string> => sha256Hex(secret)
