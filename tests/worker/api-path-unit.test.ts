import { describe, expect, it } from 'vitest'
import { apiCalls, API_CALL_IDS, API_PARAM_PATTERNS, fillPath, type ApiCall } from '#shared/api-calls.ts'
import { apiSchemas } from '#shared/schemas/api/call-schemas.ts'
import { matchApiCall } from '#worker/api/match-api-call.ts'
import { MAX_API_PATH_LENGTH, resolveApiPath } from '#worker/api/resolve-api-path.ts'

describe('resolveApiPath', () => {
  it.each([
    ['locations/search', 'locations/search'],
    ['/orders/create', 'orders/create'],
    ['orders/./create', 'orders/create'],
    ['orders/abc/../create', 'orders/create'],
    ['menus/70405/products/100101', 'menus/70405/products/100101'],
    ['orders/%61bc', 'orders/abc'],
  ])('resolves %j to %j', (raw, path) => {
    expect(resolveApiPath(raw)).toEqual({ ok: true, path, segments: path.split('/') })
  })

  it.each([
    [null, 'missing'],
    ['', 'missing'],
    ['a'.repeat(MAX_API_PATH_LENGTH + 1), 'too-long'],
    ['orders%2fcreate', 'encoded-separator'],
    ['orders%2Fcreate', 'encoded-separator'],
    ['orders%5ccreate', 'encoded-separator'],
    ['orders/%E0%A4%A', 'bad-encoding'],
    ['%c0%ae%c0%ae/etc', 'bad-encoding'],
    ['orders/%252e%252e/x', 'forbidden-character'],
    ['orders\\create', 'forbidden-character'],
    ['https://evil.test/x', 'forbidden-character'],
    ['orders@evil.test', 'forbidden-character'],
    ['orders/create?admin=1', 'forbidden-character'],
    ['orders/create#x', 'forbidden-character'],
    ['orders/create\r\nhost: evil', 'forbidden-character'],
    ['orders/\u2024\u2024/x', 'forbidden-character'],
    ['orders/\uff0e\uff0e/x', 'forbidden-character'],
    ['orders/%EF%BC%8E%EF%BC%8E/x', 'forbidden-character'],
    ['//evil.test/x', 'empty-segment'],
    ['orders//create', 'empty-segment'],
    ['orders/create/', 'empty-segment'],
    ['..', 'escapes-root'],
    ['../admin', 'escapes-root'],
    ['orders/../../admin', 'escapes-root'],
    ['%2e%2e/admin', 'escapes-root'],
    ['.', 'empty-segment'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(resolveApiPath(raw)).toEqual({ ok: false, reason })
  })
})

describe('matchApiCall', () => {
  it('finds a call by method and template and binds its parameters', () => {
    expect(matchApiCall('PUT', ['orders', 'b-123', 'products', '42'])).toMatchObject({
      kind: 'call',
      id: 'ordersProductUpdate',
      params: { id: 'b-123', productId: '42' },
    })
  })

  it('prefers literal segments over parameters', () => {
    expect(matchApiCall('GET', ['orders', 'recent'])).toMatchObject({ kind: 'call', id: 'ordersRecent' })
    expect(matchApiCall('GET', ['orders', 'faves'])).toMatchObject({ kind: 'call', id: 'ordersFavesList' })
    expect(matchApiCall('GET', ['orders', 'b-1'])).toMatchObject({ kind: 'call', id: 'ordersGet' })
    expect(matchApiCall('GET', ['locations', 'search'])).toMatchObject({ kind: 'call', id: 'locationsSearch' })
  })

  it('names the methods a known path does accept', () => {
    expect(matchApiCall('PATCH', ['orders', 'b-1', 'coupon'])).toEqual({ kind: 'wrong-method', allow: ['PUT', 'DELETE'] })
  })

  it('never reads a literal route used with the wrong method as an id', () => {
    expect(matchApiCall('GET', ['orders', 'create'])).toEqual({ kind: 'wrong-method', allow: ['POST'] })
    expect(matchApiCall('DELETE', ['orders', 'recent'])).toEqual({ kind: 'wrong-method', allow: ['GET'] })
    expect(matchApiCall('DELETE', ['orders', 'faves'])).toEqual({ kind: 'wrong-method', allow: ['POST', 'GET'] })
  })

  it('refuses parameters that do not fit the pattern', () => {
    expect(matchApiCall('GET', ['menus', 'abc'])).toEqual({ kind: 'unknown' })
    expect(matchApiCall('GET', ['locations', '12'])).toEqual({ kind: 'unknown' })
    expect(matchApiCall('PUT', ['orders', 'b-1', 'handoff', 'delivery'])).toEqual({ kind: 'unknown' })
    expect(matchApiCall('GET', ['admin'])).toEqual({ kind: 'unknown' })
  })
})

describe('the call table', () => {
  const entries = API_CALL_IDS.map((id) => [id, apiCalls[id] as ApiCall] as const)

  it("has exactly the product's rows plus our own additions", () => {
    // Transcribed from the product's table, one method per line where a row names two; our own calls last.
    const spec = `
      POST members/create; POST members/signin; POST members/forgotPassword; POST members/resetPassword;
      GET members/verifyForgotPasswordLink; POST members/code; GET members/get; PUT members/update;
      GET locations/search; GET members/locations; GET locations/{id};
      POST members/faves/locations/{id}; DELETE members/faves/locations/{id};
      GET menus/{id}; GET menus/{id}/products/{productId}; GET orders/recent; POST orders/reorder;
      POST orders/faves; GET orders/faves; POST orders/faves/reorder; POST orders/create; GET orders/{id};
      POST orders/{id}/products; PUT orders/{id}/products/{productId}; DELETE orders/{id}/products/{productId};
      POST orders/{id}/validate; GET members/payments; DELETE members/payments/{id}; POST orders/{id}/giftcard;
      DELETE members/addresses/{id}; PUT orders/{id}/handoff/{type}; PUT orders/{id}/address; PUT orders/{id}/custom;
      GET menus/{id}/times; PUT orders/{id}/time; DELETE orders/{id}/time; PUT orders/{id}/tip;
      PUT orders/{id}/coupon; DELETE orders/{id}/coupon; GET upsells/{id}; POST upsells/{id}; POST orders/{id}/token;
      POST orders/{id}/submit; POST orders/{id}/track; GET orders/{id}/status; DELETE orders/{id};
      DELETE orders/{id}/abandon; GET members/offers/all; GET members/balance; POST members/balance;
      POST members/redeem; GET orders/{id}/rewards; PUT orders/{id}/rewards; DELETE orders/{id}/rewards/{ref};
      PUT orders/{id}/referrals;
      POST members/confirmEmail; POST members/undoEmailChange; POST members/signout;
      GET orders/{id}/preorder; PUT orders/{id}/preorder; DELETE orders/{id}/preorder`
      .split(';')
      .map((row) => row.trim())
    // Ours, each with its reason beside its row in shared/api-calls.ts.
    const ownAdditions = ['GET members/addresses', 'GET orders/{id}/points']
    const rows = entries.map(([, call]) => `${call.method} ${call.path}`)
    expect(new Set(rows).size).toBe(rows.length)
    expect(rows.sort()).toEqual([...spec, ...ownAdditions].sort())
  })

  it('gives every {param} a pattern and every pattern a placeholder', () => {
    for (const [id, call] of entries) {
      const names = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      expect(Object.keys(call.params ?? {}).sort(), id).toEqual(names.sort())
    }
  })

  it('uses parameter patterns that only admit plain path characters', () => {
    for (const pattern of Object.values(API_PARAM_PATTERNS)) {
      for (const hostile of ['..', '.', 'a/b', 'a%2fb', 'a\\b', 'a:b', 'a@b', 'a?b', 'a#b', '', ' ']) {
        expect(pattern.test(hostile), `${pattern} ${hostile}`).toBe(false)
      }
    }
  })

  it('agrees with the payload schemas on query names and bodies', () => {
    for (const [id, call] of entries) {
      const schemas = apiSchemas[id] as { query?: { def: { shape?: object; in?: { def: { shape: object } } } }; body?: unknown }
      expect('body' in schemas, id).toBe(call.body === true)
      const shape = schemas.query?.def.shape ?? schemas.query?.def.in?.def.shape
      expect(Object.keys(shape ?? {}).sort(), id).toEqual([...(call.query ?? [])].sort())
      if (call.method === 'GET') expect(call.body, id).toBeUndefined()
    }
  })

  it('never lets two calls match the same request', () => {
    const sample = (pattern: RegExp) => ['b-1', '123', '1234', 'pickup', 'recent', 'faves', 'search'].filter((v) => pattern.test(v))
    for (const [id, call] of entries) {
      const values = Object.entries(call.params ?? {}).map(([name, pattern]) => [name, sample(pattern)[0]!] as const)
      const path = fillPath(call.path, Object.fromEntries(values))
      const match = matchApiCall(call.method, path.split('/'))
      expect(match.kind === 'call' && match.id, `${id} ${path}`).toBe(id)
    }
  })

  it('puts bot-checks on exactly the bot-checked calls and rate limits on the guessable ones', () => {
    const botChecked = entries.filter(([, call]) => call.botCheck).map(([id]) => id)
    expect(botChecked.sort()).toEqual(['membersCreate', 'membersForgotPassword', 'membersResetPassword', 'membersSignin', 'ordersGiftcard'])
    const limited = Object.fromEntries(entries.filter(([, call]) => call.rateLimit).map(([id, call]) => [id, call.rateLimit]))
    expect(limited).toEqual({
      membersSignin: 'signin',
      membersForgotPassword: 'password',
      membersResetPassword: 'password',
      membersVerifyForgotPasswordLink: 'password',
      membersConfirmEmail: 'password',
      membersUndoEmailChange: 'password',
      ordersGiftcard: 'giftcard',
      membersCreate: 'signup',
      membersUpdate: 'profile',
    })
    // Submit is gated by what it carries (a gift-card PIN), not by its row: worker/api/gift-card-guess.ts.
  })
})
