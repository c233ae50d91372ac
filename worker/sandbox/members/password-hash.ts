import { constantTimeEqual } from '#shared/constant-time-equal.ts'

// Passwords are stored only as salted PBKDF2-SHA256 hashes, made with WebCrypto (as a provider would: "slow salted
// hashes, PBKDF2 via WebCrypto in a Worker"). Plain WebCrypto on purpose: the same code runs in workerd and in
// Node, so the sign-in benchmark measures exactly this function.
//
// Work factor: 100,000 iterations, the most Cloudflare's production runtime accepts (workerd refuses PBKDF2 above
// 100,000 iterations there: cloudflare/workerd#1346; local workerd does not enforce it, so nothing here may rely on
// more). OWASP asks 600,000 for PBKDF2-SHA256; the cap is the runtime's, and the lockout (login-throttle.ts) and the
// edge's rate limit stand in front of it. Measured: ~11 ms per hash in local workerd, so one sign-in fits the
// Workers CPU limit (30 s by default on the paid plan; it is over the free plan's 10 ms). The iteration count is
// stored with each hash, so raising it later re-hashes each member at their next sign-in.

export const PBKDF2_ITERATIONS = 100_000
/** Stored hashes asking for more than this are refused before any work: a hash is data, not a work order. */
const MAX_ITERATIONS = 100_000
const MIN_ITERATIONS = 10_000
const SALT_BYTES = 16
const HASH_BYTES = 32
const SCHEME = 'pbkdf2-sha256'

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  // NFC: the same password typed on two keyboards that compose accents differently is the same password.
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password.normalize('NFC')), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, HASH_BYTES * 8)
  return new Uint8Array(bits)
}

/** `pbkdf2-sha256$<iterations>$<salt>$<hash>`, base64, with a fresh random salt. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, iterations)
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`
}

export interface PasswordCheck {
  ok: boolean
  /** Right password, but hashed with another work factor than today's: re-hash it now that we have it. */
  outdated: boolean
}

interface ParsedHash {
  iterations: number
  salt: Uint8Array<ArrayBuffer>
  hash: Uint8Array<ArrayBuffer>
}

function parse(stored: string): ParsedHash | null {
  const [scheme, count, saltText, hashText, ...rest] = stored.split('$')
  if (scheme !== SCHEME || rest.length > 0 || count === undefined || !/^\d{1,7}$/.test(count)) return null
  const iterations = Number(count)
  if (iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) return null
  const salt = fromBase64(saltText ?? '')
  const hash = fromBase64(hashText ?? '')
  if (salt === null || hash === null || salt.length < SALT_BYTES || hash.length !== HASH_BYTES) return null
  return { iterations, salt, hash }
}

export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parse(stored)
  if (parsed === null) {
    // A stored value we cannot read is our fault, not the visitor's: refuse, but take the usual time doing it.
    await spendVerifyTime(password)
    return { ok: false, outdated: false }
  }
  const ok = await constantTimeEqual(await derive(password, parsed.salt, parsed.iterations), parsed.hash)
  return { ok, outdated: ok && parsed.iterations !== PBKDF2_ITERATIONS }
}

const DUMMY_SALT = new Uint8Array(SALT_BYTES)

/**
 * The cost of one verification with nothing to verify: an unknown username is refused only after the same work as
 * a wrong password, so the answer's timing does not tell who is a member.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  await derive(password, DUMMY_SALT, PBKDF2_ITERATIONS)
}
