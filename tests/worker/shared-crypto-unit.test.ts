import { describe, expect, it } from 'vitest'
import { constantTimeEqual } from '#shared/constant-time-equal.ts'
import { digestHex, sha256Hex, toHex } from '#shared/hex.ts'

describe('hex encoding', () => {
  it('writes two lower-case characters a byte, leading zeros kept', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 255]))).toBe('00010f10ff')
    expect(toHex(new Uint8Array([171, 205]).buffer)).toBe('abcd')
  })

  it('digests the UTF-8 bytes of a text', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(await digestHex('SHA-1', 'abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d')
  })
})

describe('constant-time comparison', () => {
  it('is true only for equal values, texts or bytes', async () => {
    expect(await constantTimeEqual('secret-token', 'secret-token')).toBe(true)
    expect(await constantTimeEqual('secret-token', 'secret-tokeN')).toBe(false)
    expect(await constantTimeEqual('secret-token', 'secret')).toBe(false)
    expect(await constantTimeEqual('', '')).toBe(true)
    expect(await constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true)
    expect(await constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false)
    expect(await constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false)
  })
})
