import fc from 'fast-check'
import { propertyRuns } from './property-runs.ts'
import { describe, expect, it } from 'vitest'
import { apiCalls, API_CALL_IDS, type ApiCall } from '#shared/api-calls.ts'
import { createApiRoute } from '#worker/api/api-route.ts'
import { matchApiCall } from '#worker/api/match-api-call.ts'
import { resolveApiPath } from '#worker/api/resolve-api-path.ts'
import { createRecordingUpstream, createTestDeps, TEST_UPSTREAM_BASE } from '../fixtures/recording-upstream.ts'

// Hostile `path` headers (traversal, single and double percent-encoding, schemes, //host, @, backslashes, CR/LF,
// overlong paths, look-alike Unicode dots) sent through the proxy with an upstream that records every request:
// none may reach it. A header cannot carry a raw CR/LF, and a browser refuses non-ASCII in one; for such strings
// the resolver itself is asked and must refuse, and the Worker gets the percent-encoded form a client could send.

const SITE = 'https://perkins.test'
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const

const NON_ASCII = /[^\x00-\x7f]/u
/** Non-ASCII characters percent-encoded as UTF-8 (a lone surrogate, which has no UTF-8, as an invalid byte). */
function asciiOnly(value: string): string {
  return value.replace(/[^\x00-\x7f]/gu, (character) => {
    try {
      return encodeURIComponent(character)
    } catch {
      return '%FF'
    }
  })
}

function refusedByResolver(path: string, method: string): boolean {
  const resolved = resolveApiPath(path)
  return !resolved.ok || matchApiCall(method, resolved.segments).kind !== 'call'
}

function harness() {
  const recorder = createRecordingUpstream()
  const { deps } = createTestDeps({ upstream: recorder.upstream })
  const route = createApiRoute(() => deps)
  let sent = 0
  let unsendable = 0

  async function attempt(raw: string, method: (typeof METHODS)[number]): Promise<void> {
    let path = raw
    if (NON_ASCII.test(raw)) {
      expect(refusedByResolver(raw, method), JSON.stringify(raw)).toBe(true)
      path = asciiOnly(raw)
    }
    let request: Request
    try {
      request = new Request(`${SITE}/`, { method, headers: { path } })
    } catch {
      unsendable += 1
      expect(refusedByResolver(path, method), JSON.stringify(path)).toBe(true)
      return
    }
    sent += 1
    const response = await route.request(request)
    expect(response.status, JSON.stringify(path)).toBeGreaterThanOrEqual(400)
    expect(response.status, JSON.stringify(path)).toBeLessThan(500)
    const body = (await response.json()) as { message?: unknown }
    expect(typeof body.message).toBe('string')
    expect(recorder.requests, JSON.stringify(path)).toHaveLength(0)
  }

  return { attempt, recorder, counts: () => ({ sent, unsendable }) }
}

// Building blocks.
const legitPaths = fc.constantFrom(
  'orders/create',
  'members/get',
  'locations/search',
  'menus/70405',
  'orders/b-1/submit',
  'members/signin',
  'menus/70405/products/100101',
)
const outside = fc.constantFrom(
  'admin',
  'internal/config',
  'etc/passwd',
  '169.254.169.254/latest/meta-data',
  'evil.test',
  '.env',
  'wp-admin',
  'api/members/get',
)
const hosts = fc.constantFrom(
  'evil.test',
  '127.0.0.1',
  '169.254.169.254',
  '[::1]',
  'localhost',
  '0x7f000001',
  'upstream.internal',
  'metadata.google.internal',
)
const dotDot = fc.constantFrom('..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%2E.')
const separator = fc.constantFrom('/', '/./', '%2f', '%2F', '\\', '%5c', '%5C', '%252f', '%255c', '//')

/** Whole-string encodings an attacker layers on: none, once, twice, or only the dots and slashes. */
const encodeWith = (value: string, how: number): string => {
  if (how === 1) return encodeURIComponent(value)
  if (how === 2) return encodeURIComponent(encodeURIComponent(value))
  if (how === 3) return value.replaceAll('.', '%2e').replaceAll('/', '%2f')
  if (how === 4) return value.replaceAll('.', '%252e').replaceAll('/', '%252f')
  return value
}
const encoded = (arbitrary: fc.Arbitrary<string>) =>
  fc.tuple(arbitrary, fc.integer({ min: 0, max: 4 })).map(([value, how]) => encodeWith(value, how))

// Climbs above the root: more `..` than there are segments before them.
const traversal = fc
  .tuple(
    legitPaths,
    fc.integer({ min: 1, max: 4 }),
    fc.array(dotDot, { minLength: 12, maxLength: 12 }),
    fc.array(separator, { minLength: 14, maxLength: 14 }),
    outside,
  )
  .map(([prefix, extra, dots, seps, target]) => {
    const segments = prefix.split('/')
    const ups = dots.slice(0, segments.length + extra)
    const parts = [...segments, ...ups, target]
    return parts.reduce((path, part, i) => (i === 0 ? part : path + seps[i % seps.length] + part), '')
  })

const schemes = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS', 'hTtP', 'file', 'gopher', 'ftp', 'javascript', 'data', 'dict', 'ldap', 'jar', 'ws'),
    fc.constantFrom(':', '%3a', '%3A', '%253a'),
    fc.constantFrom('', '/', '//', '///', '\\\\', '/\\', '%2f%2f', '%5c%5c'),
    hosts,
    fc.option(legitPaths, { nil: '' }),
  )
  .map(([scheme, colon, slashes, host, path]) => `${scheme}${colon}${slashes}${host}/${path}`)

const protocolRelative = fc
  .tuple(
    fc.constantFrom('//', '///', '/\\', '\\/', '\\\\', '/%2f', '%2f/', '%2f%2f', '/%5c', '%5c%5c', '%252f%252f', '/%252f'),
    hosts,
    legitPaths,
  )
  .map(([lead, host, path]) => `${lead}${host}/${path}`)

const userinfo = fc
  .tuple(legitPaths, hosts, fc.constantFrom('@', '%40', '%2540'), fc.integer({ min: 0, max: 3 }))
  .map(
    ([path, host, at, shape]) =>
      [`${path}${at}${host}`, `${at}${host}/${path}`, `user:pass${at}${host}/${path}`, `${host}${at}upstream.internal/${path}`][shape]!,
  )

const controlInjection = fc
  .tuple(
    legitPaths,
    fc.constantFrom(
      '\r\n',
      '\n',
      '\r',
      '%0d%0a',
      '%0D%0A',
      '%0a',
      '%0d',
      '%00',
      '\u0000',
      '\t',
      '%09',
      '%250d%250a',
      '\u2028',
      '\u0085',
      '%7f',
      '\u007f',
      ' ',
      '%20',
      '\r\nHost: evil.test\r\n',
    ),
    fc.nat(),
  )
  .map(([path, injection, at]) => {
    // Strictly inside, so a fetch Headers object cannot trim it away as surrounding whitespace.
    const cut = 1 + (at % (path.length - 1))
    return path.slice(0, cut) + injection + path.slice(cut)
  })

const overlong = fc.oneof(
  fc.tuple(legitPaths, fc.integer({ min: 260, max: 2000 })).map(([path, n]) => `${'./'.repeat(n)}${path}`),
  fc.tuple(legitPaths, fc.integer({ min: 513, max: 5000 })).map(([path, n]) => `${path}/${'a'.repeat(n)}`),
  fc.integer({ min: 171, max: 1000 }).map((n) => `${'../'.repeat(n)}etc/passwd`),
  fc.tuple(legitPaths, fc.string({ minLength: 600, maxLength: 1200, unit: 'binary-ascii' })).map(([path, tail]) => `${path}/${tail}x`),
)

const unicodeDots = fc
  .tuple(
    legitPaths,
    fc.constantFrom(
      '\u2024',
      '\uff0e',
      '\u3002',
      '\ufe52',
      '\u2025',
      '\u2026',
      '%E2%80%A4',
      '%EF%BC%8E',
      '%E3%80%82',
      '%C0%AE',
      '%E0%80%AE',
      '%u002e',
      '%uff0e',
      '%C0%2E',
    ),
    fc.constantFrom('/', '\u2215', '\uff0f', '%EF%BC%8F', '%C0%AF', '%E2%88%95'),
    outside,
  )
  .map(([prefix, dot, slash, target]) => `${prefix}/${dot}${dot}${slash}${dot}${dot}${slash}${dot}${dot}${slash}${dot}${dot}/${target}`)

// Anything at all around one character that has no business in a path (whitespace excluded: a header trims it).
const garbage = fc
  .tuple(
    fc.string({ maxLength: 40, unit: 'grapheme-composite' }),
    fc.constantFrom(
      '\\',
      ':',
      '@',
      '?',
      '#',
      '"',
      '<',
      '>',
      '|',
      '^',
      '`',
      '{',
      '}',
      '[',
      ']',
      '*',
      '$',
      '!',
      "'",
      '(',
      ')',
      ',',
      ';',
      '=',
      '+',
      '&',
      '\u2024',
      '\uff0e',
      'é',
    ),
    fc.string({ maxLength: 40, unit: 'grapheme-composite' }),
  )
  .map(([before, bad, after]) => before + bad + after)

const hostilePaths = fc.oneof(
  encoded(traversal),
  encoded(schemes),
  encoded(protocolRelative),
  encoded(userinfo),
  controlInjection,
  overlong,
  encoded(unicodeDots),
  garbage,
)

// Known-bad inputs from path traversal and SSRF advisories against proxies and URL builders (protocol-relative
// URLs as in axios CVE-2024-39338, `..;/` as in Tomcat/Spring, overlong UTF-8 and IIS %u dots, NUL truncation,
// header splitting, cloud metadata addresses), each of which must be refused.
const KNOWN_BAD = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '%252e%252e%252fadmin',
  '..\\..\\windows\\win.ini',
  '..%5c..%5cwindows%5cwin.ini',
  '..;/admin',
  '/..;/admin',
  'members/get/..;/..;/admin',
  '.%00./admin',
  'orders/create%00.json',
  'http://169.254.169.254/latest/meta-data/',
  'http:169.254.169.254',
  '//169.254.169.254/latest/meta-data',
  '/\\evil.test',
  '\\\\evil.test\\share',
  'https:/\\evil.test',
  '@evil.test',
  'orders/create@evil.test',
  'evil.test#@upstream.internal',
  'upstream.internal@evil.test/members/get',
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/_FLUSHALL',
  'javascript:alert(1)',
  'data:text/plain,hi',
  '%0d%0aHost:%20evil.test',
  'orders/create%0d%0aX-Injected:%201',
  'orders/create HTTP/1.1\r\nHost: evil.test',
  'orders/create?path=../admin',
  'orders/create#/../../admin',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '%e0%80%ae%e0%80%ae/admin',
  '%uff0e%uff0e/admin',
  '\uff0e\uff0e/\uff0e\uff0e/admin',
  '\u2024\u2024/admin',
  'orders/b-1/%2e%2e/%2e%2e/%2e%2e/admin',
  '/%2e%2e/%2e%2e/admin',
  '.../...//admin',
  'orders/..%00/admin',
  'a'.repeat(600),
  `orders/${'./'.repeat(300)}create`,
  'locations/search/../../../../admin',
  'menus/70405/products/100101/../../../../../internal',
  '0x7f.1/admin',
  'localhost:8787/api',
  'HTTPS://EVIL.TEST',
  ' //evil.test',
  '%2F%2Fevil.test',
  'orders%2F..%2F..%2Fadmin',
  '..%c0%afadmin',
  '..%ef%bc%8fadmin',
  'orders/b-1/products/1%3F',
  'members/get;jsessionid=1',
  'members%2fget',
  'members/get%23',
  'members/get%3Fadmin=1',
  '/members/get/..%2f..%2fadmin',
  'orders/b-1/handoff/delivery',
  'orders/%2e/create/%2e%2e/%2e%2e/%2e%2e',
  'api/members/get',
  '/',
  '.',
  './',
  '~',
]

describe('hostile path headers', () => {
  it('refuses every known-bad case from the proxy advisories without contacting the upstream', async () => {
    const { attempt, counts } = harness()
    for (const path of KNOWN_BAD) {
      for (const method of METHODS) await attempt(path, method)
    }
    expect(counts().sent + counts().unsendable).toBe(KNOWN_BAD.length * METHODS.length)
  })

  it('lets none of 10,000 generated hostile paths reach the upstream', { timeout: 120_000 }, async () => {
    const { attempt, recorder, counts } = harness()
    await fc.assert(
      fc.asyncProperty(hostilePaths, fc.constantFrom(...METHODS), (path, method) => attempt(path, method)),
      { numRuns: propertyRuns(10_000) },
    )
    expect(recorder.requests).toHaveLength(0)
    // Most of them really went through the Worker, not just the resolver.
    expect(counts().sent).toBeGreaterThan(8_000)
    expect(counts().sent + counts().unsendable).toBe(10_000)
  })

  it('forwards only table paths on the fixed origin, whatever the header holds', { timeout: 60_000 }, async () => {
    const recorder = createRecordingUpstream()
    const { deps } = createTestDeps({ upstream: recorder.upstream })
    const route = createApiRoute(() => deps)
    const templates = API_CALL_IDS.map((id) => apiCalls[id] as ApiCall)
    const anyPath = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ maxLength: 80, unit: 'binary' }),
      fc
        .array(
          fc.oneof(
            fc.constantFrom('orders', 'members', 'menus', 'b-1', '70405', '..', '.', '%2e', 'create', 'get'),
            fc.string({ maxLength: 6 }),
          ),
          { maxLength: 8 },
        )
        .map((parts) => parts.join('/')),
    )
    await fc.assert(
      fc.asyncProperty(anyPath, fc.constantFrom(...METHODS), async (path, method) => {
        const before = recorder.requests.length
        let request: Request
        try {
          request = new Request(`${SITE}/`, { method, headers: { path: asciiOnly(path) }, ...(method === 'GET' ? {} : { body: '{}' }) })
        } catch {
          return
        }
        await (await route.request(request)).body?.cancel()
        for (const forwarded of recorder.requests.slice(before)) {
          expect(forwarded.url.origin).toBe(TEST_UPSTREAM_BASE)
          expect(forwarded.url.search).toBe('')
          const segments = forwarded.url.pathname.slice(1).split('/')
          const match = matchApiCall(forwarded.method, segments)
          expect(match.kind).toBe('call')
          expect(templates.some((call) => match.kind === 'call' && call === match.call)).toBe(true)
        }
      }),
      { numRuns: propertyRuns(3_000) },
    )
  })
})
