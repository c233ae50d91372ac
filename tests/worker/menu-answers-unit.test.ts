import fc from 'fast-check'
import { propertyRuns } from './property-runs.ts'
import { describe, expect, it } from 'vitest'
import type { Supercategory } from '#shared/schemas/menu.ts'
import { createApiRoute } from '#worker/api/api-route.ts'
import { attachSupercategories, attachSupercategoriesToLocation } from '#worker/api/attach-supercategories.ts'
import { rememberRecentAnswers } from '#worker/api/remember-recent-answers.ts'
import { createTestDeps } from '../fixtures/recording-upstream.ts'

// The proxy attaches the CMS super-categories to a menu answer (alone, or in a location) once, and gives the kept
// result again for the same answer bytes and arrangement. Whatever the bytes, the browser must get exactly what
// parsing, attaching and serialising them gives, on the first call and on every later one, and a changed answer
// must never get an older result.

const encode = (text: string) => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

type Attach = typeof attachSupercategories
interface Kind {
  attach: Attach
  path: string
  query: string
}
const MENU: Kind = { attach: attachSupercategories, path: 'menus/70405', query: '' }
const LOCATION: Kind = { attach: attachSupercategoriesToLocation, path: 'locations/3610', query: '?withMenu=true' }

/** What the proxy answers to one call whose upstream answers `bytes`. */
async function proxied(bytes: Uint8Array, cms: readonly Supercategory[] | null, kind: Kind = MENU) {
  const { deps, log } = createTestDeps({ upstream: async () => new Response(bytes.slice()), supercategories: async () => cms })
  const response = await createApiRoute(() => deps).request(`https://perkins.test/${kind.query}`, { headers: { path: kind.path } })
  return { status: response.status, text: await response.text(), log }
}

/**
 * The proxy's answer, twice (the second from what it kept), is the parsing path's text: JSON.parse, the rule,
 * JSON.stringify; bytes that are not JSON get the 502 they always got.
 */
async function expectSameAnswer(bytes: Uint8Array, cms: readonly Supercategory[] | null, kind: Kind = MENU) {
  let expected: string
  try {
    expected = JSON.stringify(kind.attach(JSON.parse(decode(bytes)), cms))
  } catch {
    const { status, log } = await proxied(bytes, cms, kind)
    expect(status).toBe(502)
    expect(log.at(-1)).toMatchObject({ outcome: 'upstream-error', reason: 'unreadable-json' })
    return
  }
  for (let call = 0; call < 2; call++) {
    const { status, text } = await proxied(bytes, cms, kind)
    expect(status).toBe(200)
    expect(text).toBe(expected)
  }
}

const expectSameText = (text: string, cms: readonly Supercategory[] | null, kind: Kind = MENU) => expectSameAnswer(encode(text), cms, kind)

// --- Generated bodies -------------------------------------------------------------------------------------------

/** A small deterministic random source, so one generated seed decides every whitespace and escape choice. */
function chooser(seed: number) {
  let state = seed >>> 0 || 1
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state % n
  }
}

const WHITESPACE = ['', '', '', ' ', '\n', '\t', '\r\n  ']

/**
 * JSON text for `value` in varied but valid forms: whitespace between tokens, characters written as \u escapes
 * (also in keys: "categ\u006fries" is the key categories), and a decoy value before a real member (JSON.parse keeps
 * the last of repeated keys).
 */
function writeJson(value: unknown, seed: number): string {
  const choose = chooser(seed)
  const space = () => WHITESPACE[choose(WHITESPACE.length)] ?? ''
  const decoys = [
    '[]',
    '{}',
    '"x"',
    '[{"id":1,"name":"decoy"}]',
    '{"categories":[{"id":2,"name":"decoy"}]}',
    '[{"name":"D","subcategories":[1]}]',
  ]
  const escape = (unit: string) => {
    const hex = unit.charCodeAt(0).toString(16).padStart(4, '0')
    return `\\u${choose(2) ? hex : hex.toUpperCase()}`
  }
  const writeString = (text: string) => {
    let written = '"'
    for (const char of text) written += choose(4) === 0 ? char.split('').map(escape).join('') : JSON.stringify(char).slice(1, -1)
    return `${written}"`
  }
  const write = (item: unknown): string => {
    if (Array.isArray(item)) return `[${space()}${item.map((element) => `${write(element)}${space()}`).join(`,${space()}`)}]`
    if (typeof item === 'object' && item !== null) {
      const members = Object.entries(item).map(([key, member]) => {
        const decoy = choose(6) === 0 ? `${writeString(key)}${space()}:${space()}${decoys[choose(decoys.length)]},${space()}` : ''
        return `${decoy}${writeString(key)}${space()}:${space()}${write(member)}`
      })
      return `{${space()}${members.join(`${space()},${space()}`)}${space()}}`
    }
    if (typeof item === 'string') return writeString(item)
    return JSON.stringify(item)
  }
  return `${space()}${write(value)}${space()}`
}

const tricky = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  '"',
  '\\',
  ',',
  ':',
  '"supercategories":[]',
  '\\u0022',
  'é',
  '🍳',
  '\u2028',
  '\u0000',
  '\ud800',
)
const text = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[a-z]{0,6}$/),
  fc.array(tricky, { maxLength: 4 }).map((parts) => parts.join('')),
)
const ids = fc.integer({ min: 1, max: 12 })
const json = fc.jsonValue({ maxDepth: 3 })

const category = fc.oneof(
  { weight: 6, arbitrary: fc.record({ id: ids, name: text, products: fc.array(json, { maxLength: 2 }) }) },
  // Not groupable: the rule leaves these out.
  fc.record({ id: fc.oneof(text, fc.constant(null)), name: text }),
  fc.record({ id: ids, name: fc.oneof(ids, fc.constant(null)) }),
  fc.record({ id: ids }),
  fc.record({ id: ids, name: text, supercategories: fc.constant([{ name: 'Nested', subcategories: [1] }]) }),
  json,
)
const ownArrangement = fc.oneof(
  fc.constant(undefined),
  fc.constant([]),
  fc.array(fc.record({ name: text, subcategories: fc.array(ids, { maxLength: 3 }) }), { minLength: 1, maxLength: 3 }),
  json,
)
const menu = fc
  .record({
    id: ids,
    categories: fc.oneof({ weight: 8, arbitrary: fc.array(category, { maxLength: 6 }) }, json),
    supercategories: ownArrangement,
    singles: fc.array(json, { maxLength: 2 }),
    extra: fc.dictionary(fc.string({ maxLength: 8 }), json, { maxKeys: 2 }),
  })
  .map(({ supercategories, extra, ...rest }) => ({ ...extra, ...rest, ...(supercategories === undefined ? {} : { supercategories }) }))
const cms = fc.oneof(
  fc.constant(null),
  fc.array(fc.record({ name: fc.string({ minLength: 1 }), subcategories: fc.array(ids, { minLength: 1, maxLength: 4 }) }), {
    maxLength: 4,
  }),
)
const seed = fc.integer()

describe('menu answers through the proxy, against the parsing path', () => {
  it('gives the same menu for generated menus in varied JSON forms, first and again', async () => {
    await fc.assert(
      fc.asyncProperty(menu, cms, seed, (body, arrangement, form) => expectSameText(writeJson(body, form), arrangement)),
      { numRuns: propertyRuns(200) },
    )
  })

  it('gives the same location for generated locations, whatever their menu', async () => {
    const location = fc.record({ id: ids, name: text, menu: fc.oneof({ weight: 4, arbitrary: menu }, json), hours: json })
    await fc.assert(
      fc.asyncProperty(location, cms, seed, (body, arrangement, form) => expectSameText(writeJson(body, form), arrangement, LOCATION)),
      { numRuns: propertyRuns(150) },
    )
  })

  it('passes any other JSON on as the parsing path does', async () => {
    await fc.assert(
      fc.asyncProperty(json, cms, seed, async (body, arrangement, form) => {
        await expectSameText(writeJson(body, form), arrangement)
        await expectSameText(writeJson(body, form), arrangement, LOCATION)
      }),
      { numRuns: propertyRuns(150) },
    )
  })

  it('answers 502 to bytes that are not JSON, however they are damaged', async () => {
    const damage = fc.tuple(fc.nat(), fc.constantFrom('', ',', '"', '{', '}', ']', '\\', 'x', '\u0001', ' ', '0', '-', 'e'))
    await fc.assert(
      fc.asyncProperty(menu, cms, seed, damage, async (body, arrangement, form, [where, insert]) => {
        const written = writeJson(body, form)
        const at = where % (written.length + 1)
        // Replace one character, or cut the text there.
        const damaged = insert === '' ? written.slice(0, at) : written.slice(0, at) + insert + written.slice(at + 1)
        await expectSameText(damaged, arrangement)
      }),
      { numRuns: propertyRuns(200) },
    )
  })

  it('follows JSON.parse where JSON is odd: repeated keys, escaped keys, numbers serialising changes, a byte order mark', async () => {
    const sweets = [{ name: 'Sweets', subcategories: [2] }]
    for (const body of [
      '{"categories":[{"id":2,"name":"A"}],"categories":"none"}',
      '{"supercategories":[],"categories":[{"id":2,"name":"A"}],"supercategories":[{"name":"Own","subcategories":[2]}]}',
      String.raw`{"categ\u006fries":[{"id":2,"n\u0061me":"A"}]}`,
      '{"categories":[{"id":-0,"name":"A"}],"price":1e400,"tiny":-1e-400}',
      '\ufeff{"categories":[{"id":2,"name":"A"}]}',
      String.raw`{"categories":[{"id":2,"name":"Entrées 🍳 \u00e9\n\ud83c\udf73 \ud800"}]}`,
    ]) {
      await expectSameText(body, sweets)
      await expectSameText(body, null)
    }
    await expectSameText('{"menu":null,"menu":{"categories":[{"id":2,"name":"A"}]}}', sweets, LOCATION)
  })

  it('answers a hostile upstream’s deeply nested menu as the parsing path does, without failing', async () => {
    const depth = 100_000
    await expectSameText(`{"categories":[{"id":2,"name":"A"}],"deep":${'['.repeat(depth)}${']'.repeat(depth)}}`, null)
  })

  it('passes invalid UTF-8 on as the parsing path decodes it', async () => {
    const bytes = new Uint8Array([
      ...encode('{"categories":[{"id":2,"name":"A'),
      0xff,
      0xc3,
      ...encode('"}],"x":"'),
      0xe2,
      0x82,
      ...encode('"}'),
    ])
    await expectSameAnswer(bytes, null)
    await expectSameAnswer(bytes, [{ name: 'Sweets', subcategories: [2] }])
  })

  it('treats prototype keys in a menu as plain data', async () => {
    const body = '{"__proto__":{"categories":[{"id":9,"name":"Z"}]},"constructor":1,"categories":[{"id":2,"name":"__proto__"}]}'
    await expectSameText(body, [{ name: '__proto__', subcategories: [2] }])
    const { text } = await proxied(encode(body), null)
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['__proto__', 'constructor', 'categories', 'supercategories'])
  })
})

describe('menu answers kept for the same bytes', () => {
  const sweets = [{ name: 'Sweets', subcategories: [2] }]
  const withPrice = (price: number) => encode(`{"categories":[{"id":2,"name":"A","products":[{"id":7,"cost":${price}}]}]}`)

  it('never gives an older result for a changed menu: a new price of the same length is served at once', async () => {
    for (const price of [1.25, 1.35, 1.25, 9.99]) {
      const { text } = await proxied(withPrice(price), sweets)
      expect(text).toBe(JSON.stringify(attachSupercategories(JSON.parse(decode(withPrice(price))), sweets)))
    }
  })

  it('attaches a new content version’s arrangement to an unchanged menu', async () => {
    const { text: before } = await proxied(withPrice(2), sweets)
    const { text: after } = await proxied(withPrice(2), [{ name: 'Treats', subcategories: [2] }])
    expect(JSON.parse(before)).toMatchObject({ supercategories: sweets })
    expect(JSON.parse(after)).toMatchObject({ supercategories: [{ name: 'Treats', subcategories: [2] }] })
    expect(JSON.parse((await proxied(withPrice(2), null)).text)).toMatchObject({ supercategories: [{ name: 'A', subcategories: [2] }] })
  })

  it('answers the same whole menu to many repeated calls', async () => {
    const expected = JSON.stringify(attachSupercategories(JSON.parse(decode(withPrice(3))), sweets))
    for (let i = 0; i < 5; i++) expect((await proxied(withPrice(3), sweets)).text).toBe(expected)
  })

  it('stops reading past the 2 MB cap, with or without a Content-Length, and keeps nothing of it', async () => {
    const huge = `{"padding":"${'x'.repeat(3 * 1024 * 1024)}"}`
    for (const headers of [{}, { 'content-length': '100' }] as Record<string, string>[]) {
      const { deps, log } = createTestDeps({ upstream: async () => new Response(huge, { headers }), supercategories: async () => sweets })
      const response = await createApiRoute(() => deps).request('https://perkins.test/', { headers: { path: 'menus/70405' } })
      expect(response.status).toBe(502)
      expect(log.at(-1)).toMatchObject({ outcome: 'upstream-error', reason: 'too-large' })
    }
  })
})

describe('remembering recent answers', () => {
  const menuBytes = (id: number) => encode(`{"categories":[{"id":${id},"name":"A"}]}`)
  const sweets = [{ name: 'Sweets', subcategories: [2] }]

  it('recalls a result only for the same path, the same bytes and the same arrangement text', () => {
    const recent = rememberRecentAnswers()
    recent.keep('menus/1', menuBytes(2), sweets, encode('shaped'))
    expect(decode(recent.recall('menus/1', menuBytes(2), sweets)!)).toBe('shaped')
    // An equal arrangement from another content version's object is the same arrangement.
    expect(decode(recent.recall('menus/1', menuBytes(2), [{ name: 'Sweets', subcategories: [2] }])!)).toBe('shaped')
    expect(recent.recall('menus/1', menuBytes(3), sweets)).toBeNull() // same length, one byte different
    expect(recent.recall('menus/1', encode(`${decode(menuBytes(2))} `), sweets)).toBeNull()
    expect(recent.recall('menus/1', menuBytes(2), null)).toBeNull()
    expect(recent.recall('menus/1', menuBytes(2), [{ name: 'Treats', subcategories: [2] }])).toBeNull()
    expect(recent.recall('menus/2', menuBytes(2), sweets)).toBeNull()
    expect(recent.recall('__proto__', menuBytes(2), sweets)).toBeNull()
  })

  it('replaces what it kept for a path when that path’s answer changes', () => {
    const recent = rememberRecentAnswers()
    recent.keep('menus/1', menuBytes(2), null, encode('old'))
    recent.keep('menus/1', menuBytes(3), null, encode('new'))
    expect(recent.recall('menus/1', menuBytes(2), null)).toBeNull()
    expect(decode(recent.recall('menus/1', menuBytes(3), null)!)).toBe('new')
  })

  it('keeps its results whole whatever the caller does with the bytes it handed in', () => {
    const recent = rememberRecentAnswers()
    const answer = menuBytes(2)
    const shaped = encode('shaped')
    recent.keep('menus/1', answer, null, shaped)
    answer.fill(0x20)
    shaped.fill(0x20)
    expect(decode(recent.recall('menus/1', menuBytes(2), null)!)).toBe('shaped')
  })

  it('keeps at most 16 paths, the least recently used leaving first', () => {
    const recent = rememberRecentAnswers()
    for (let id = 1; id <= 16; id++) recent.keep(`menus/${id}`, menuBytes(id), null, encode(`shaped ${id}`))
    expect(recent.recall('menus/1', menuBytes(1), null)).not.toBeNull() // now the most recently used
    recent.keep('menus/17', menuBytes(17), null, encode('shaped 17'))
    expect(recent.recall('menus/2', menuBytes(2), null)).toBeNull()
    for (const id of [1, 3, 16, 17]) expect(recent.recall(`menus/${id}`, menuBytes(id), null)).not.toBeNull()
  })

  it('never keeps an answer or a result over 256 KB', () => {
    const recent = rememberRecentAnswers()
    const large = encode(`{"padding":"${'x'.repeat(256 * 1024)}"}`)
    recent.keep('menus/1', large, null, encode('shaped'))
    recent.keep('menus/2', menuBytes(2), null, large)
    expect(recent.recall('menus/1', large, null)).toBeNull()
    expect(recent.recall('menus/2', menuBytes(2), null)).toBeNull()
  })
})
