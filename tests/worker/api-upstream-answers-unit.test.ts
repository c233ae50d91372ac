import { describe, expect, it } from 'vitest'
import { createApiRoute } from '#worker/api/api-route.ts'
import { MAX_UPSTREAM_BODY_BYTES, type ApiProxyDeps } from '#worker/api/api-proxy.ts'
import { createTestDeps } from '../fixtures/recording-upstream.ts'

// What the proxy passes on from the upstream: answers up to a size cap, and of an error answer only its messages.

const TROUBLE = 'There was an error processing your request. This error has been logged'
const MB = 1024 * 1024

const callMenu = (deps: ApiProxyDeps) => createApiRoute(() => deps).request('https://perkins.test/', { headers: { path: 'menus/70405' } })
const callSignin = (deps: ApiProxyDeps) =>
  createApiRoute(() => deps).request('https://perkins.test/', {
    method: 'POST',
    headers: { path: 'members/signin', 'content-type': 'application/json', verify: `dev-bot-check-ok.${crypto.randomUUID()}` },
    body: JSON.stringify({ username: 'ada@example.com', password: 'correct-horse' }),
  })

/** A JSON answer of `size` bytes, streamed in 64 KB chunks with no Content-Length; counts what the proxy pulled. */
function streamedJson(size: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
  const counter = { pulled: 0 }
  const head = new TextEncoder().encode('{"padding":"')
  const tail = new TextEncoder().encode('"}')
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(head)
        sent += head.byteLength
      } else if (sent + chunk.byteLength + tail.byteLength < size) {
        controller.enqueue(chunk)
        sent += chunk.byteLength
      } else {
        controller.enqueue(tail)
        controller.close()
      }
      counter.pulled = sent
    },
  })
  return { body, counter }
}

describe('upstream answer size', () => {
  it('answers 502 with the trouble message for a 40 MB answer, and stops reading it near the cap', async () => {
    const stream = streamedJson(40 * MB)
    const { deps, log } = createTestDeps({
      upstream: async () => new Response(stream.body, { headers: { 'content-type': 'application/json' } }),
    })
    const response = await callMenu(deps)
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: TROUBLE })
    expect(stream.counter.pulled).toBeLessThan(MAX_UPSTREAM_BODY_BYTES + 256 * 1024)
    expect(log.at(-1)).toMatchObject({ outcome: 'upstream-error', reason: 'too-large', level: 'error' })
  })

  it('refuses an answer that declares more than the cap without reading it', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => (pulled++, controller.enqueue(new Uint8Array(1024))) })
    const { deps } = createTestDeps({ upstream: async () => new Response(body, { headers: { 'content-length': String(40 * MB) } }) })
    const response = await callMenu(deps)
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: TROUBLE })
    expect(pulled).toBeLessThanOrEqual(1)
  })

  it('caps error answers too', async () => {
    const stream = streamedJson(10 * MB)
    const { deps } = createTestDeps({ upstream: async () => new Response(stream.body, { status: 400 }) })
    const response = await callSignin(deps)
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: TROUBLE })
  })

  it('passes a large but real answer (a menu many times the real ~95 KB) whole', async () => {
    const stream = streamedJson(MAX_UPSTREAM_BODY_BYTES - 1024)
    const { deps } = createTestDeps({ upstream: async () => new Response(stream.body) })
    const response = await callMenu(deps)
    expect(response.status).toBe(200)
    const json = (await response.json()) as { padding: string }
    expect(json.padding.length).toBeGreaterThan(MAX_UPSTREAM_BODY_BYTES - 128 * 1024)
  })

  it('passes whole an answer of any size that declares no length, whatever first buffer its call reads into', async () => {
    // Product answers are read into a small first buffer, menus into one with room for a full menu; both grow.
    for (const path of ['menus/70405/products/100106', 'menus/70405']) {
      for (const size of [10, 16 * 1024 - 1, 16 * 1024, 16 * 1024 + 1, 128 * 1024 + 1, 700 * 1024]) {
        const body = `{"padding":"${'x'.repeat(size)}"}`
        const { deps } = createTestDeps({ upstream: async () => new Response(body) })
        const response = await createApiRoute(() => deps).request('https://perkins.test/', { headers: { path } })
        expect(response.status).toBe(200)
        expect(await response.text()).toBe(body)
      }
    }
  })
})

describe('upstream error answers', () => {
  const errorFrom = (status: number, body: unknown) => createTestDeps({ upstream: async () => Response.json(body, { status }) })

  it('passes only the message and the field it is about', async () => {
    const { deps } = errorFrom(400, {
      message: 'Email address already exists.',
      field: 'email',
      stack: 'Error: duplicate key\n    at insertMember (members.ts:88)',
      sql: 'INSERT INTO members (email) VALUES (?)',
      internal_id: 'req-7f3a9c',
      code: 'SQLITE_CONSTRAINT',
    })
    const response = await callSignin(deps)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Email address already exists.', field: 'email' })
  })

  it('keeps a list of messages as a list of messages, and nothing beside them', async () => {
    const listed = errorFrom(422, {
      errors: [{ message: 'First problem.', trace: 'at x', field: 'zip' }, { message: 'Second problem.', id: 9 }, { detail: 'no message' }],
      debug: true,
    })
    expect(await (await callSignin(listed.deps)).json()).toEqual({
      errors: [{ message: 'First problem.', field: 'zip' }, { message: 'Second problem.' }],
    })
    const bare = errorFrom(422, [{ message: 'One.', query: 'SELECT 1' }, 'Two.'])
    expect(await (await callSignin(bare.deps)).json()).toEqual({ message: [{ message: 'One.' }, { message: 'Two.' }] })
    const nested = errorFrom(422, { message: [{ message: 'Nested.', secret: 'x' }] })
    expect(await (await callSignin(nested.deps)).json()).toEqual({ message: [{ message: 'Nested.' }] })
  })

  it('answers the trouble message when an error answer says nothing a visitor could read', async () => {
    for (const body of [{ stack: 'at x' }, { message: '' }, { message: 42, sql: 'DROP' }, 'plain string', null]) {
      const { deps } = errorFrom(400, body)
      const response = await callSignin(deps)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: TROUBLE })
    }
  })

  it('drops a field value that is no field name', async () => {
    const { deps } = errorFrom(400, { message: 'Incorrect format.', field: '<img src=x onerror=alert(1)>' })
    expect(await (await callSignin(deps)).json()).toEqual({ message: 'Incorrect format.' })
  })

  it('still passes a successful answer as the upstream sent it', async () => {
    const { deps } = createTestDeps({ upstream: async () => Response.json({ id: 70405, categories: [], extra: 'kept' }) })
    const response = await callMenu(deps)
    expect(await response.json()).toMatchObject({ id: 70405, categories: [], extra: 'kept' })
  })
})
