import { describe, expect, it } from 'vitest'
import { accountLimitKey } from '#worker/api/account-limit-key.ts'
import { clientLimitKey } from '#worker/client-limit-key.ts'

describe('clientLimitKey', () => {
  it('counts an IPv4 address as itself, and requests without an address together', () => {
    expect(clientLimitKey('198.51.100.7')).toBe('198.51.100.7')
    expect(clientLimitKey(null)).toBe('unknown-client')
    expect(clientLimitKey('  ')).toBe('unknown-client')
  })

  it('counts every address of an IPv6 /64 network as one client, however the address is written', () => {
    const key = '2001:db8:1:2::/64'
    expect(clientLimitKey('2001:db8:1:2:3:4:5:6')).toBe(key)
    expect(clientLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key)
    expect(clientLimitKey('2001:DB8:0001:0002::5')).toBe(key)
    expect(clientLimitKey('2001:db8:1:2::')).toBe(key)
    expect(clientLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(clientLimitKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
  })

  it('tells neighbouring /64 networks apart', () => {
    expect(clientLimitKey('2001:db8:1:3::1')).not.toBe(clientLimitKey('2001:db8:1:2::1'))
  })

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(clientLimitKey('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(clientLimitKey('::FFFF:192.0.2.1')).toBe('192.0.2.1')
  })

  it('keeps text that is no address as written, never merged with another client', () => {
    for (const text of ['not-an-ip', '1::2::3', '2001:db8:1:2:3:4:5:6:7', '2001:db8:1:2:3:4:5', 'g::1', '::ffff:300.1.1.1'])
      expect(clientLimitKey(text)).toBe(text)
  })
})

describe('accountLimitKey for sign-in', () => {
  it('counts an email in any case, and a phone number however it is typed, as one account', async () => {
    const key = (username: unknown) => accountLimitKey('username', null, { username, password: 'pw' })
    expect(await key(' Ada@Example.com ')).toBe(await key('ada@example.com'))
    expect(await key('(651) 555-0199')).toBe('account:signin:phone:6515550199')
    expect(await key('+1 651 555 0199')).toBe('account:signin:phone:6515550199')
    expect(await key('ada@example.com')).not.toBe(await key('ada@example.org'))
  })

  it('names no account when the body has no sign-in name', async () => {
    expect(await accountLimitKey('username', null, { password: 'pw' })).toBeNull()
    expect(await accountLimitKey('username', null, { username: '  ' })).toBeNull()
    expect(await accountLimitKey('username', null, { username: 42 })).toBeNull()
    expect(await accountLimitKey('username', null, Object.create({ username: 'ada@example.com' }))).toBeNull()
  })
})
