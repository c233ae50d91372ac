import { describe, expect, it } from 'vitest'
import { tokenExpiryOnDevice } from '#client/api/token-expiry-on-device.ts'

// A session's end on this device's clock: a phone whose clock runs fast must not take a new session for an ended one.

const SENT = Date.parse('2026-11-27T18:00:00Z')
const answer = (extra: Record<string, unknown>) => ({
  id: 'vip-ben-ortiz',
  access: { token: 'at_x', expires: '2026-11-27T16:30:00Z' },
  ordering: { access: { token: 'ot_x' } },
  ...extra,
})

describe('a token answer on the device clock', () => {
  it('restates access.expires as the lifetime counted from when the call was sent', () => {
    const shifted = tokenExpiryOnDevice(answer({ expires_in: 1800 }), SENT) as ReturnType<typeof answer>
    expect(shifted.access).toEqual({ token: 'at_x', expires: '2026-11-27T18:30:00.000Z' })
    expect(shifted.ordering).toEqual({ access: { token: 'ot_x' } })
  })

  it('leaves an answer alone that does not say how long the session lasts, or says nonsense', () => {
    for (const extra of [
      {},
      { expires_in: 0 },
      { expires_in: -5 },
      { expires_in: '1800' },
      { expires_in: Number.NaN },
      { expires_in: 1e13 },
    ]) {
      const body = answer(extra)
      expect(tokenExpiryOnDevice(body, SENT)).toBe(body)
    }
  })

  it('leaves answers that are not sessions alone', () => {
    for (const body of [
      null,
      'text',
      [1, 2],
      { expires_in: 60 },
      { expires_in: 60, access: { token: 'a' } },
      { expires_in: 60, access: null },
    ])
      expect(tokenExpiryOnDevice(body, SENT)).toBe(body)
  })
})
