import { env } from 'cloudflare:workers'
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import { EARLY_POST_REFUSAL_HEADER } from '#shared/early-post.ts'

// A form sent before the page's scripts ran (client/early-post.ts): the same page, the non-secret fields filled
// back in and a line saying to press again; never a password echoed, logged or stored, never an upstream call.

const origin = 'https://perkins.test'
const SECRET = 'Hunter2-secret-password'

async function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  const logged: string[] = []
  vi.spyOn(console, 'log').mockImplementation((...args) => void logged.push(args.map(String).join(' ')))
  if (!env.UPSTREAM) throw new Error('the tests bind the sandbox as UPSTREAM')
  const upstream = vi.spyOn(env.UPSTREAM, 'fetch')
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(origin + path, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }),
    env,
    ctx,
  )
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  const upstreamCalls = upstream.mock.calls.length
  const upstreamPaths = upstream.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname)
  upstream.mockRestore()
  return { response, text, logged, upstreamCalls, upstreamPaths }
}

beforeAll(async () => {
  await syncContent(env.CONTENT, seedSource)
})

describe('a form sent before the page was ready', () => {
  it('answers sign-in with the page, the email filled back in and the password nowhere', async () => {
    for (const path of ['/signin', '/account/signin', '/order/signin']) {
      const form = new URLSearchParams({ username: 'dana@example.com', password: SECRET })
      const { response, text, logged, upstreamCalls } = await post(path, form.toString())
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(text, path).toContain('value="dana@example.com"')
      expect(text, path).toContain('press Sign In again')
      expect(text, path).not.toContain(SECRET)
      expect(logged.join('\n'), path).not.toContain(SECRET)
      expect(logged.join('\n'), path).not.toContain('dana@example.com')
      expect(upstreamCalls, path).toBe(0)
    }
  })

  it('answers sign-up with the names, email, phone, birthday and zip, never the passwords', async () => {
    const form = new URLSearchParams({
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana@example.com',
      phone: '612-555-0134',
      password: SECRET,
      confirm_password: SECRET,
      dob: '04/12/1990',
      zip: '55401',
    })
    const { response, text } = await post('/account/signup', form.toString())
    expect(response.status).toBe(200)
    for (const value of ['Dana', 'Reyes', 'dana@example.com', '612-555-0134', '04/12/1990', '55401'])
      expect(text).toContain(`value="${value}"`)
    expect(text).toContain('press Sign Up again')
    expect(text).not.toContain(SECRET)
  })

  it('answers forgot-password with the email', async () => {
    const { response, text } = await post('/account/forgot-password', new URLSearchParams({ email: 'dana@example.com' }).toString())
    expect(response.status).toBe(200)
    expect(text).toContain('value="dana@example.com"')
    expect(text).toContain('press Send reset link again')
  })

  it('echoes only the fields of its allow-list, escaped, and no prototype keys', async () => {
    const form = new URLSearchParams({ username: '"><script>alert(1)</script>', __proto__: 'x', constructor: 'y', extra: 'z'.repeat(50) })
    const { response, text } = await post('/signin', form.toString())
    expect(response.status).toBe(200)
    expect(text).not.toContain('<script>alert(1)</script>')
    expect(text).not.toContain('z'.repeat(50))
  })

  it("answers Add to order with the product's own choices and quantity ticked again, nothing else posted", async () => {
    const form = new URLSearchParams([
      ['group-1001011', '100101102'],
      // Toppings: two of the group's own, one twice; an id of another group and one of no group are dropped.
      ['group-1001012', '100101201'],
      ['group-1001012', '100101203'],
      ['group-1001012', '100101201'],
      ['group-1001012', '100101101'],
      ['group-1001012', '987654321'],
      ['quantity', '2'],
      ['group-42', '4242'],
      ['__proto__', '{"polluted":1}'],
      ['constructor', '{"polluted":2}'],
    ])
    const { response, text, upstreamPaths } = await post('/order/product?cat=1001&id=100101', form.toString())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(text).toContain('press Add to order again')
    const ticked = [...text.matchAll(/<input id="option-(\d+)"[^>]*\schecked=""/g)].map((match) => match[1])
    expect(ticked).toEqual(['100101102', '100101201', '100101203'])
    expect(text).toMatch(/<select id="product-quantity" name="quantity">(?:<option[^>]*>\d+<\/option>)*?<option value="2" selected="">/)
    // The page's data for its scripts carries the same echo and nothing of the rest.
    expect(text).toContain('"choices":{"quantity":["2"],"group-1001011":["100101102"],"group-1001012":["100101201","100101203"]}')
    for (const dropped of ['987654321', 'group-42', '4242', 'polluted']) expect(text).not.toContain(dropped)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    // The page reads the chain's menu once, for its allow-list and its page alike, as its GET does; no basket call.
    expect(upstreamPaths).toEqual([`/menus/${DEFAULT_MENU_ID}`])
  })

  it('answers Add to order with values the quantity list lacks or a product the address does not name, echoing nothing', async () => {
    const quantity = await post('/order/product?cat=1001&id=100101', new URLSearchParams({ quantity: '100' }).toString())
    expect(quantity.response.status).toBe(200)
    expect(quantity.text).toContain('"choices":{}')
    expect(quantity.text).toContain('<option value="1" selected="">')
    const unknown = await post(
      '/order/product?id=__proto__',
      new URLSearchParams({ 'group-1001011': '100101102', quantity: '2' }).toString(),
    )
    expect(unknown.response.status).toBe(200)
    expect(unknown.text).toContain('"choices":{}')
  })

  it('refuses a body over its limit with the 413 page, and a refusal header sent by the visitor counts for nothing', async () => {
    const huge = new URLSearchParams({ username: 'dana@example.com', filler: 'x'.repeat(64 * 1024) }).toString()
    const tooLarge = await post('/signin', huge)
    expect(tooLarge.response.status).toBe(413)
    expect(tooLarge.text).toContain('</html>')
    expect(tooLarge.text).not.toContain('xxxxxxxxxx')
    // A chunked body (no Content-Length) is counted as it arrives.
    let sent = 0
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(`filler=${'x'.repeat(8 * 1024)}`))
        if (++sent > 8) controller.close()
      },
    })
    expect((await post('/signin', chunks)).response.status).toBe(413)
    const forged = await post('/signin', new URLSearchParams({ username: 'dana@example.com' }).toString(), {
      [EARLY_POST_REFUSAL_HEADER]: 'too-large',
    })
    expect(forged.response.status).toBe(200)
  })
})
