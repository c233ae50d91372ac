import fc from 'fast-check'
import { propertyRuns } from './property-runs.ts'
import { describe, expect, it } from 'vitest'
import type { Supercategory } from '#shared/schemas/menu.ts'
import { createApiRoute } from '#worker/api/api-route.ts'
import { attachSupercategories, attachSupercategoriesToLocation } from '#worker/api/attach-supercategories.ts'
import { attachSupercategoriesInPlace, attachSupercategoriesToLocationInPlace } from '#worker/api/attach-supercategories-in-place.ts'
import { rememberRecentAnswers } from '#worker/api/remember-recent-answers.ts'
import { createTestDeps } from '../fixtures/recording-upstream.ts'

// The proxy attaches super-categories to a menu answer's bytes without parsing it whole. Whatever the bytes, the
// browser must get what the parsing path (JSON.parse, attachSupercategories, JSON.stringify) would send: equal once
// parsed, or, for bytes the in-place pass does not vouch for (null), the parsing path itself.

const encode = (text: string) => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

type InPlace = typeof attachSupercategoriesInPlace
type Parsed = typeof attachSupercategories
const MENU: [InPlace, Parsed] = [attachSupercategoriesInPlace, attachSupercategories]
const LOCATION: [InPlace, Parsed] = [attachSupercategoriesToLocationInPlace, attachSupercategoriesToLocation]

/** The answer the parsing path sends, parsed as the browser would; a throw where it answers 502. */
const parsingPath = (text: string, cms: readonly Supercategory[] | null, attach: Parsed): unknown =>
  JSON.parse(JSON.stringify(attach(JSON.parse(text), cms)))

/** Whether JSON.parse then JSON.stringify keeps every number: -0 and ±Infinity do not survive. */
function survivesRoundTrip(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0)
  if (Array.isArray(value)) return value.every(survivesRoundTrip)
  if (typeof value === 'object' && value !== null) return Object.values(value).every(survivesRoundTrip)
  return true
}

/** The in-place answer agrees with the parsing path: equal when it answers, and it answers whenever it can. */
function expectSameAnswer(bytes: Uint8Array, cms: readonly Supercategory[] | null, [inPlace, attach]: [InPlace, Parsed]) {
  const text = decode(bytes)
  const result = inPlace(bytes, cms)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON: the in-place pass must leave it to the parsing path, which answers 502.
    expect(result).toBeNull()
    return
  }
  if (result === null) {
    // Allowed only where the parsing path changes numbers, or the bytes start with a byte order mark.
    expect(!survivesRoundTrip(parsed) || bytes[0] === 0xef).toBe(true)
    return
  }
  expect(JSON.parse(decode(result))).toEqual(parsingPath(text, cms, attach))
}

const expectSameText = (text: string, cms: readonly Supercategory[] | null, paths: [InPlace, Parsed] = MENU) =>
  expectSameAnswer(encode(text), cms, paths)

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

describe('attaching super-categories in place, against the parsing path', () => {
  it('gives the same menu for generated menus in varied JSON forms', () => {
    fc.assert(
      fc.property(menu, cms, seed, (body, arrangement, form) => expectSameText(writeJson(body, form), arrangement)),
      { numRuns: propertyRuns(400) },
    )
  })

  it('gives the same location for generated locations, whatever their menu', () => {
    const location = fc.record({ id: ids, name: text, menu: fc.oneof({ weight: 4, arbitrary: menu }, json), hours: json })
    fc.assert(
      fc.property(location, cms, seed, (body, arrangement, form) => expectSameText(writeJson(body, form), arrangement, LOCATION)),
      { numRuns: propertyRuns(300) },
    )
  })

  it('passes any other JSON on as it is', () => {
    fc.assert(
      fc.property(json, cms, seed, (body, arrangement, form) => {
        expectSameText(writeJson(body, form), arrangement)
        expectSameText(writeJson(body, form), arrangement, LOCATION)
      }),
      { numRuns: propertyRuns(300) },
    )
  })

  it('leaves bytes that are not JSON to the parsing path', () => {
    const damage = fc.tuple(fc.nat(), fc.constantFrom('', ',', '"', '{', '}', ']', '\\', 'x', '\u0001', ' ', '0', '-', 'e'))
    fc.assert(
      fc.property(menu, cms, seed, damage, (body, arrangement, form, [where, insert]) => {
        const written = writeJson(body, form)
        const at = where % (written.length + 1)
        // Replace one character, or cut the text there.
        const damaged = insert === '' ? written.slice(0, at) : written.slice(0, at) + insert + written.slice(at + 1)
        expectSameText(damaged, arrangement)
        expectSameText(damaged, arrangement, LOCATION)
      }),
      { numRuns: propertyRuns(400) },
    )
  })
})

describe('attaching super-categories in place: the cases that trip a text scanner', () => {
  const sweets = [{ name: 'Sweets', subcategories: [2] }]

  it('reads past strings holding braces, brackets, quotes, backslashes and the key names themselves', () => {
    const body = String.raw`{"note":"} ] { [ \" \\ \\\" ,:","categories":[{"name":"Pies \"and\" {tarts}","id":2,"x":"\"categories\":[]"},{"id":3,"name":"]}"}],"tail":"\"supercategories\":[1]"}`
    expectSameText(body, sweets)
    expectSameText(body, null)
    const result = JSON.parse(decode(attachSupercategoriesInPlace(encode(body), sweets)!)) as { supercategories: unknown }
    expect(result.supercategories).toEqual([
      { name: 'Sweets', subcategories: [2] },
      { name: ']}', subcategories: [3] },
    ])
  })

  it('matches keys after decoding their escapes, and only keys: a string value equal to a key name is just text', () => {
    expectSameText(
      String.raw`{"categ\u006fries":[{"id":1,"n\u0061me":"A"}],"super\u0063ategories":[{"name":"Own","subcategories":[1]}]}`,
      null,
    )
    expectSameText(
      String.raw`{"categ\u006fries":[{"id":2,"name":"A"}],"super\u0063ategories":[{"name":"Own","subcategories":[2]}]}`,
      sweets,
    )
    expectSameText('{"label":"categories","categories":[{"id":2,"name":"supercategories"}]}', null)
  })

  it('follows JSON.parse for repeated keys: the last one counts', () => {
    expectSameText('{"categories":[{"id":2,"name":"A"}],"categories":"none"}', sweets)
    expectSameText('{"categories":"none","categories":[{"id":2,"name":"A"}]}', sweets)
    expectSameText('{"supercategories":[{"name":"Own","subcategories":[2]}],"categories":[{"id":2,"name":"A"}],"supercategories":[]}', null)
    expectSameText('{"supercategories":[],"categories":[{"id":2,"name":"A"}],"supercategories":[{"name":"Own","subcategories":[2]}]}', null)
    expectSameText('{"categories":[{"id":2,"name":"A","id":"two"},{"id":"3","name":"B","id":3,"name":7,"name":"B"}]}', null)
    expectSameText('{"menu":{"categories":[{"id":2,"name":"A"}]},"menu":null}', sweets, LOCATION)
    expectSameText('{"menu":null,"menu":{"categories":[{"id":2,"name":"A"}]}}', sweets, LOCATION)
  })

  it('keeps whitespace anywhere JSON allows it, and treats "[ ]" as an empty arrangement', () => {
    expectSameText(' \r\n\t{ "categories" : [ { "id" : 2 , "name" : "A" } ] , "supercategories" : [ \n ] } \n', null)
    expectSameText(
      '{\n  "categories": [{ "id": 2, "name": "A" }],\n  "supercategories": [\t{ "name": "Own", "subcategories": [2] } ]\n}',
      null,
    )
    expectSameText('{"categories":[] }', sweets)
  })

  it('looks only at the menu’s own members, not at a supercategories or categories key nested deeper', () => {
    expectSameText('{"categories":[{"id":2,"name":"A","supercategories":[{"name":"Deep","subcategories":[2]}]}]}', null)
    expectSameText('{"info":{"categories":[{"id":2,"name":"A"}],"supercategories":[]},"categories":[{"id":3,"name":"B"}]}', sweets)
    expectSameText(
      '{"id":1,"menu":{"categories":[{"id":2,"name":"A"}],"menu":{"categories":[]}},"categories":[{"id":9,"name":"Z"}]}',
      sweets,
      LOCATION,
    )
    expectSameText('{"id":1,"nested":{"menu":{"categories":[{"id":2,"name":"A"}]}}}', sweets, LOCATION)
  })

  it('keeps names as they are: accents, emoji, escapes, line separators', () => {
    expectSameText(String.raw`{"categories":[{"id":2,"name":"Entrées 🍳 \u00e9\n\t\/ \ud83c\udf73 \ud800"}]}`, null)
    expectSameText('{"categories":[{"id":2,"name":"\u2028\u2029"}]}', null)
  })

  it('passes invalid UTF-8 inside strings on as it came: the browser decodes it as the parsing path would have', () => {
    const bytes = new Uint8Array([
      ...encode('{"categories":[{"id":2,"name":"A'),
      0xff,
      0xc3,
      ...encode('"}],"x":"'),
      0xe2,
      0x82,
      ...encode('"}'),
    ])
    expectSameAnswer(bytes, null, MENU)
    expectSameAnswer(bytes, sweets, MENU)
  })

  it('refuses, and leaves to the parsing path, what the parsing path would change or refuse', () => {
    const refused = [
      '{"categories":[{"id":-0,"name":"A"}]}', // -0 comes back as 0
      '{"categories":[{"id":2,"name":"A"}],"price":1e400}', // Infinity comes back as null
      '{"categories":[{"id":2,"name":"A"}],"tiny":-1e-400}', // -0 again
      '\ufeff{"categories":[{"id":2,"name":"A"}]}', // a byte order mark: decoded away by the parsing path
      '{"categories":[{"id":2,"name":"A\u0001"}]}', // a raw control character
      '{"categories":[{"id":2,"name":"A"}],}',
      '{"categories":[{"id":02,"name":"A"}]}',
      '{"categories":[{"id":2,"name":"A"}]} {}',
      '{"categories":[{"id":2,"name":"\\x41"}]}',
      '{"categories":[{"id":2,"name":"A"}]',
      '',
      'nul',
    ]
    for (const body of refused) {
      expect(attachSupercategoriesInPlace(encode(body), sweets)).toBeNull()
      expectSameText(body, sweets)
    }
  })

  it('leaves nesting deeper than it follows to the parsing path, without failing', () => {
    const deep = `{"categories":[{"id":2,"name":"A"}],"deep":${'['.repeat(5000)}${']'.repeat(5000)}}`
    expect(attachSupercategoriesInPlace(encode(deep), sweets)).toBeNull()
    expect(JSON.parse(JSON.stringify(attachSupercategories(JSON.parse(deep), sweets)))).toMatchObject({ supercategories: sweets })
  })

  it('passes bodies that are not menus on byte for byte', () => {
    for (const body of ['[1,2]', '"menu"', 'null', '{"message":"nope"}', '{"categories":{"id":2,"name":"A"}}', '{}']) {
      expect(decode(attachSupercategoriesInPlace(encode(body), sweets)!)).toBe(body)
    }
  })
})

describe('remembering recent answers', () => {
  const counting = () => {
    const shaped: string[] = []
    const shape = rememberRecentAnswers((bytes, cms) => {
      shaped.push(decode(bytes))
      return attachSupercategoriesInPlace(bytes, cms)
    })
    return { shape, shaped }
  }
  const menuBytes = (id: number) => encode(`{"categories":[{"id":${id},"name":"A"}]}`)

  it('reuses the result for identical bytes and arrangement, and works again for any change', () => {
    const { shape, shaped } = counting()
    const first = decode(shape(menuBytes(2), null)!)
    expect(decode(shape(menuBytes(2), null)!)).toBe(first)
    expect(shaped).toHaveLength(1)
    // Same length, one byte different; then a different arrangement.
    expect(decode(shape(menuBytes(3), null)!)).toContain('"subcategories":[3]')
    expect(decode(shape(menuBytes(2), [{ name: 'Sweets', subcategories: [2] }])!)).toContain('"name":"Sweets"')
    expect(shaped).toHaveLength(3)
  })

  it('keeps its results whole whatever the caller does with the bytes in and out', () => {
    const { shape } = counting()
    const input = menuBytes(2)
    const out = shape(input, null)!
    const expected = decode(out)
    input.fill(0x20)
    out.fill(0x20)
    const again = shape(menuBytes(2), null)!
    expect(decode(again)).toBe(expected)
    again.fill(0x20)
    expect(decode(shape(menuBytes(2), null)!)).toBe(expected)
  })

  it('keeps only the last few answers', () => {
    const { shape, shaped } = counting()
    for (const id of [1, 2, 3, 4, 5, 1]) shape(menuBytes(id), null)
    expect(shaped).toHaveLength(6)
    shape(menuBytes(5), null)
    expect(shaped).toHaveLength(6)
  })
})

describe('the menu call through the proxy', () => {
  const call = (respond: () => Response) => {
    const { deps, log } = createTestDeps({
      upstream: async () => respond(),
      supercategories: async () => [{ name: 'Sweets', subcategories: [2] }],
    })
    return { response: createApiRoute(() => deps).request('https://perkins.test/', { headers: { path: 'menus/70405' } }), log }
  }

  it('answers what the parsing path would, also for a body the in-place pass leaves to it', async () => {
    for (const body of ['{"categories":[{"id":2,"name":"A"}]}', '{"categories":[{"id":2,"name":"A"}],"n":-0}']) {
      const { response } = call(() => new Response(body))
      expect(await (await response).json()).toEqual(parsingPath(body, [{ name: 'Sweets', subcategories: [2] }], attachSupercategories))
    }
  })

  it('answers the same whole menu to repeated calls', async () => {
    const body = '{"categories":[{"id":2,"name":"A"},{"id":3,"name":"B"}],"supercategories":[]}'
    const expected = parsingPath(body, [{ name: 'Sweets', subcategories: [2] }], attachSupercategories)
    for (let i = 0; i < 3; i++) expect(await (await call(() => new Response(body)).response).json()).toEqual(expected)
  })

  it('still answers 502 for a menu that is not JSON', async () => {
    const { response, log } = call(() => new Response('{"categories":[{"id":2,"name":"A"}]'))
    expect((await response).status).toBe(502)
    expect(log.at(-1)).toMatchObject({ outcome: 'upstream-error', reason: 'unreadable-json' })
  })

  it('stops reading a runtime stream past the 2 MB cap, with or without a Content-Length', async () => {
    const huge = `{"padding":"${'x'.repeat(3 * 1024 * 1024)}"}`
    for (const headers of [{}, { 'content-length': '100' }] as Record<string, string>[]) {
      const { response, log } = call(() => new Response(huge, { headers }))
      expect((await response).status).toBe(502)
      expect(log.at(-1)).toMatchObject({ outcome: 'upstream-error', reason: 'too-large' })
    }
  })
})
