import { describe, expect, it } from 'vitest'
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from '#worker/sandbox/members/password-hash.ts'

// The password hash on its own: format, salt, verification, work-factor upgrades, and refusing stored values that
// are malformed or ask for more work than the Workers runtime allows.

describe('sandbox password hash', () => {
  it('stores a salted PBKDF2-SHA256 hash with its iteration count, different every time', async () => {
    const one = await hashPassword('Pancakes123')
    const two = await hashPassword('Pancakes123')
    expect(PBKDF2_ITERATIONS).toBe(100_000)
    expect(one).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
    expect(one).not.toBe(two)
    expect(one).not.toContain('Pancakes123')
  })

  it('verifies the right password only, and the same password however its accents were typed', async () => {
    const stored = await hashPassword('Crêpes-2026')
    expect(await verifyPassword('Crêpes-2026', stored)).toEqual({ ok: true, outdated: false })
    expect(await verifyPassword('Crêpes-2025', stored)).toEqual({ ok: false, outdated: false })
    expect(await verifyPassword('crêpes-2026', stored)).toEqual({ ok: false, outdated: false })
    // The same word with "ê" as e + combining circumflex (NFD).
    expect((await verifyPassword('Cre\u0302pes-2026', stored)).ok).toBe(true)
  })

  it('flags a hash made with another work factor, so sign-in can re-hash it', async () => {
    expect(await verifyPassword('Pancakes123', await hashPassword('Pancakes123', 20_000))).toEqual({ ok: true, outdated: true })
  })

  it('refuses stored values it cannot trust without deriving anything from them', async () => {
    const stored = await hashPassword('Pancakes123')
    const [, , salt, hash] = stored.split('$')
    for (const bad of [
      `pbkdf2-sha256$1000000$${salt}$${hash}`,
      `pbkdf2-sha256$1000$${salt}$${hash}`,
      `pbkdf2-sha1$100000$${salt}$${hash}`,
      `pbkdf2-sha256$100000$${salt}$${hash}$extra`,
      `pbkdf2-sha256$100000$${salt}$not*base64`,
      'plain text',
    ]) {
      expect(await verifyPassword('Pancakes123', bad), bad).toEqual({ ok: false, outdated: false })
    }
  })
})
