import type { Supercategory } from '#shared/schemas/menu.ts'
import { supercategoriesFor, type MenuCategory } from './attach-supercategories.ts'

// The super-categories rule (attach-supercategories.ts) applied to a menu answer's bytes, without parsing the
// ~95 KB menu into objects and serialising it again: one pass reads what the rule needs and checks that the bytes
// are JSON, then the `supercategories` member is spliced in. The rule, as there: the CMS arrangement, keeping only
// the entries naming this menu's categories, plus a group of its own for every category the CMS does not mention;
// with no CMS arrangement that fits, the upstream's own non-empty `supercategories`; failing that, one group per
// category. A category counts when its `id` is a number and its `name` is text.
//
// The answer must parse to what the parsing path would send, so the pass follows JSON.parse exactly: the last of
// repeated keys wins, keys are compared after their escapes are decoded, only the menu's (or the location's menu's)
// own members count, whatever is nested deeper. It answers null, and the proxy takes the parsing path, for anything
// it cannot vouch for: bytes that are not JSON (a leading byte order mark included), nesting too deep for the pass,
// and numbers that parsing and serialising would change (-0 becomes 0, 1e400 becomes null).
// Bytes that are not UTF-8 are passed on as they came; the browser decodes them to U+FFFD, as the parsing path would.

/** Thrown inside the pass when the bytes are not something it can vouch for. */
class NotVouched extends Error {}
const NOT_VOUCHED = new NotVouched()

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const MINUS = 0x2d
const PLUS = 0x2b
const DOT = 0x2e
const ZERO = 0x30
const NINE = 0x39

/** Bytes a string may hold as they are: anything but a control character, a quote or a backslash. */
const PLAIN_IN_STRING = new Uint8Array(256).map((_, byte) => (byte >= 0x20 && byte !== QUOTE && byte !== BACKSLASH ? 1 : 0))
/** JSON's whitespace: space, tab, line feed, carriage return. */
const WHITESPACE = new Uint8Array(256).map((_, byte) => (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d ? 1 : 0))
/** Hex digits, for \uXXXX. */
const HEX_DIGIT = new Uint8Array(256).map((_, byte) => (/[0-9a-fA-F]/.test(String.fromCharCode(byte)) ? 1 : 0))
/** The characters after a backslash that JSON allows besides `u`: " \ / b f n r t. */
const SIMPLE_ESCAPE = new Uint8Array(256).map((_, byte) => ('"\\/bfnrt'.includes(String.fromCharCode(byte)) ? 1 : 0))

const decoder = new TextDecoder()
const encoder = new TextEncoder()

const isDigit = (byte: number | undefined): boolean => byte !== undefined && byte >= ZERO && byte <= NINE

/** Nesting deeper than this is left to the parsing path. */
const MAX_DEPTH = 512
const OBJECT = 1
const ARRAY = 2
/** The open containers of the value being skipped; the pass is synchronous, so one stack serves every call. */
const containers = new Uint8Array(MAX_DEPTH)

const skipWhitespace = (bytes: Uint8Array, at: number): number => {
  while (WHITESPACE[bytes[at] as number] === 1) at++
  return at
}

/** The position after the string starting at `at` (its opening quote), or -1 when it is not a JSON string. */
function skipString(bytes: Uint8Array, at: number): number {
  at++
  for (;;) {
    while (PLAIN_IN_STRING[bytes[at] as number] === 1) at++
    const byte = bytes[at]
    if (byte === QUOTE) return at + 1
    if (byte !== BACKSLASH) return -1 // a control character, or the end of the bytes
    const kind = bytes[at + 1] as number
    if (SIMPLE_ESCAPE[kind] === 1) at += 2
    else if (
      kind === 0x75 &&
      HEX_DIGIT[bytes[at + 2] as number] === 1 &&
      HEX_DIGIT[bytes[at + 3] as number] === 1 &&
      HEX_DIGIT[bytes[at + 4] as number] === 1 &&
      HEX_DIGIT[bytes[at + 5] as number] === 1
    )
      at += 6
    else return -1
  }
}

/** The position after the number starting at `at`, or -1 when it is not one, or parsing and serialising would change it. */
function skipNumber(bytes: Uint8Array, at: number): number {
  const start = at
  if (bytes[at] === MINUS) at++
  if (bytes[at] === ZERO) at++
  else if (isDigit(bytes[at])) while (isDigit(bytes[at])) at++
  else return -1
  if (bytes[at] === DOT) {
    at++
    if (!isDigit(bytes[at])) return -1
    while (isDigit(bytes[at])) at++
  }
  let exponent = false
  if (bytes[at] === 0x65 || bytes[at] === 0x45) {
    exponent = true
    at++
    if (bytes[at] === PLUS || bytes[at] === MINUS) at++
    if (!isDigit(bytes[at])) return -1
    while (isDigit(bytes[at])) at++
  }
  // Only a negative number, an exponent or hundreds of digits can come out as -0 or ±Infinity.
  if (bytes[start] === MINUS || exponent || at - start > 300) {
    const value = numberAt(bytes, { start, end: at })
    if (!Number.isFinite(value) || Object.is(value, -0)) return -1
  }
  return at
}

/** The position after `word` (true, false, null) at `at`, or -1. */
function skipWord(bytes: Uint8Array, at: number, word: readonly number[]): number {
  for (let i = 0; i < word.length; i++) if (bytes[at + i] !== word[i]) return -1
  return at + word.length
}

/** The position after the key (a string) and colon at `at`, whitespace allowed around them, or -1. */
function skipKey(bytes: Uint8Array, at: number): number {
  at = skipWhitespace(bytes, at)
  if (bytes[at] !== QUOTE) return -1
  at = skipString(bytes, at)
  if (at < 0) return -1
  at = skipWhitespace(bytes, at)
  return bytes[at] === COLON ? at + 1 : -1
}

/**
 * The position after the JSON value starting at `at` (whitespace before it allowed), or -1 when it is not JSON this
 * pass vouches for. One loop with its own stack rather than recursion: this skips the bulk of a menu.
 */
function skipValue(bytes: Uint8Array, at: number): number {
  let depth = 0
  for (;;) {
    // A value.
    at = skipWhitespace(bytes, at)
    const byte = bytes[at]
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      at = skipWhitespace(bytes, at + 1)
      const close = byte === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY
      if (bytes[at] === close) {
        at++
      } else {
        if (depth === MAX_DEPTH) return -1
        containers[depth++] = byte === OPEN_OBJECT ? OBJECT : ARRAY
        if (byte === OPEN_OBJECT && (at = skipKey(bytes, at)) < 0) return -1
        continue
      }
    } else if (byte === QUOTE) {
      at = skipString(bytes, at)
    } else if (byte === MINUS || isDigit(byte)) {
      at = skipNumber(bytes, at)
    } else if (byte === 0x74) {
      at = skipWord(bytes, at, TRUE)
    } else if (byte === 0x66) {
      at = skipWord(bytes, at, FALSE)
    } else if (byte === 0x6e) {
      at = skipWord(bytes, at, NULL)
    } else {
      return -1
    }
    if (at < 0) return -1
    // After a value: the next member or element, or the close of its container (and of those it closes in turn).
    for (;;) {
      if (depth === 0) return at
      at = skipWhitespace(bytes, at)
      const next = bytes[at]
      const inObject = containers[depth - 1] === OBJECT
      if (next === COMMA) {
        at++
        if (inObject && (at = skipKey(bytes, at)) < 0) return -1
        break
      }
      if (next !== (inObject ? CLOSE_OBJECT : CLOSE_ARRAY)) return -1
      at++
      depth--
    }
  }
}

/** A run of bytes, end exclusive. */
interface Span {
  start: number
  end: number
}

interface MenuScan {
  /** The `}` that closes the menu object. */
  close: number
  /** The last `categories` member's groupable categories; null when its value is not an array (or there is none). */
  categories: MenuCategory[] | null
  /** The last `supercategories` member's value, and whether it is a non-empty array; null when there is none. */
  own: (Span & { nonEmptyArray: boolean }) | null
}

/**
 * Reads the members the rule needs, as JSON.parse would see them, and checks the rest with skipValue. Throws
 * NOT_VOUCHED where the bytes are not JSON it vouches for.
 */
class MenuBytesScanner {
  position = 0
  private readonly bytes: Uint8Array

  constructor(bytes: Uint8Array) {
    this.bytes = bytes
  }

  /** Moves past whitespace and answers the byte there (undefined at the end). */
  peek(): number | undefined {
    this.position = skipWhitespace(this.bytes, this.position)
    return this.bytes[this.position]
  }

  expect(byte: number): void {
    if (this.peek() !== byte) throw NOT_VOUCHED
    this.position++
  }

  /** After a member or element: true when another follows, false at the closing byte (consumed). */
  more(close: number): boolean {
    const byte = this.peek()
    this.position++
    if (byte === COMMA) return true
    if (byte === close) return false
    throw NOT_VOUCHED
  }

  /** Skips any value, checking it is JSON; answers its span. */
  value(): Span {
    const start = skipWhitespace(this.bytes, this.position)
    const end = skipValue(this.bytes, start)
    if (end < 0) throw NOT_VOUCHED
    this.position = end
    return { start, end }
  }

  /** Reads a member's key and its colon; answers the key's span, quotes included. */
  key(): Span {
    if (this.peek() !== QUOTE) throw NOT_VOUCHED
    const start = this.position
    const end = skipString(this.bytes, start)
    if (end < 0) throw NOT_VOUCHED
    this.position = end
    this.expect(COLON)
    return { start, end }
  }

  /** Reads the object at the current position member by member: yields each key, and the caller reads its value. */
  *members(): Generator<Span> {
    this.expect(OPEN_OBJECT)
    if (this.peek() === CLOSE_OBJECT) {
      this.position++
      return
    }
    do yield this.key()
    while (this.more(CLOSE_OBJECT))
  }

  /** Reads the object at the current position as a menu. */
  menu(): MenuScan {
    let categories: MenuCategory[] | null = null
    let own: MenuScan['own'] = null
    for (const key of this.members()) {
      if (keyIs(this.bytes, key, CATEGORIES)) {
        categories = this.peek() === OPEN_ARRAY ? this.categories() : (this.value(), null)
      } else if (keyIs(this.bytes, key, SUPERCATEGORIES)) {
        const value = this.value()
        const first = skipWhitespace(this.bytes, value.start + 1)
        own = { ...value, nonEmptyArray: this.bytes[value.start] === OPEN_ARRAY && this.bytes[first] !== CLOSE_ARRAY }
      } else {
        this.value()
      }
    }
    return { close: this.position - 1, categories, own }
  }

  /** Reads a `categories` array: each element that is an object with a numeric `id` and a text `name`. */
  categories(): MenuCategory[] {
    const found: MenuCategory[] = []
    this.expect(OPEN_ARRAY)
    if (this.peek() === CLOSE_ARRAY) {
      this.position++
      return found
    }
    do {
      if (this.peek() === OPEN_OBJECT) {
        const category = this.category()
        if (category) found.push(category)
      } else {
        this.value()
      }
    } while (this.more(CLOSE_ARRAY))
    return found
  }

  category(): MenuCategory | null {
    let id: number | null = null
    let name: string | null = null
    for (const key of this.members()) {
      if (keyIs(this.bytes, key, ID)) {
        const value = this.value()
        const first = this.bytes[value.start]
        id = first === MINUS || isDigit(first) ? numberAt(this.bytes, value) : null
      } else if (keyIs(this.bytes, key, NAME)) {
        const value = this.value()
        name = this.bytes[value.start] === QUOTE ? stringAt(this.bytes, value) : null
      } else {
        this.value()
      }
    }
    return id !== null && name !== null ? { id, name } : null
  }

  /** Reads the object at the current position as a location, and its last `menu` member if that is an object. */
  location(): MenuScan | null {
    let menu: MenuScan | null = null
    for (const key of this.members()) {
      if (keyIs(this.bytes, key, MENU)) {
        menu = this.peek() === OPEN_OBJECT ? this.menu() : (this.value(), null)
      } else {
        this.value()
      }
    }
    return menu
  }

  /** Checks that nothing but whitespace follows the top-level value. */
  end(): void {
    if (this.peek() !== undefined) throw NOT_VOUCHED
  }
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0))
const TRUE = ascii('true')
const FALSE = ascii('false')
const NULL = ascii('null')
const CATEGORIES = 'categories'
const SUPERCATEGORIES = 'supercategories'
const ID = 'id'
const NAME = 'name'
const MENU = 'menu'

/** The text of a string token (quotes included), decoded as JSON.parse would. */
const stringAt = (bytes: Uint8Array, span: Span): string => JSON.parse(decoder.decode(bytes.subarray(span.start, span.end))) as string

/** A number token's value (its bytes are ASCII, and JSON's number syntax is a subset of Number's). */
function numberAt(bytes: Uint8Array, span: Span): number {
  let text = ''
  for (let at = span.start; at < span.end; at++) text += String.fromCharCode(bytes[at] as number)
  return Number(text)
}

/** Whether a key (quotes included) is `name`, its escapes decoded. */
function keyIs(bytes: Uint8Array, key: Span, name: string): boolean {
  for (let at = key.start + 1; at < key.end - 1; at++) if (bytes[at] === BACKSLASH) return stringAt(bytes, key) === name
  if (key.end - key.start !== name.length + 2) return false
  for (let i = 0; i < name.length; i++) if (bytes[key.start + 1 + i] !== name.charCodeAt(i)) return false
  return true
}

/** The bytes with `start`..`end` replaced by `text`. */
function splice(bytes: Uint8Array, start: number, end: number, text: string): Uint8Array {
  const middle = encoder.encode(text)
  const spliced = new Uint8Array(start + middle.length + (bytes.length - end))
  spliced.set(bytes.subarray(0, start), 0)
  spliced.set(middle, start)
  spliced.set(bytes.subarray(end), start + middle.length)
  return spliced
}

/** The bytes with the rule applied to the menu the scan found (or as they came when it found none, or the menu keeps its own). */
function applyRule(bytes: Uint8Array, menu: MenuScan | null, cms: readonly Supercategory[] | null): Uint8Array {
  if (!menu?.categories) return bytes
  const supercategories = supercategoriesFor(menu.categories, cms, menu.own?.nonEmptyArray ?? false)
  if (!supercategories) return bytes
  const json = JSON.stringify(supercategories)
  // Replacing the last `supercategories` member is enough: JSON.parse keeps the last of repeated keys.
  if (menu.own) return splice(bytes, menu.own.start, menu.own.end, json)
  // A menu with a `categories` member has at least one member, so the new one follows a comma.
  return splice(bytes, menu.close, menu.close, `,"supercategories":${json}`)
}

function scan<T>(bytes: Uint8Array, read: (scanner: MenuBytesScanner) => T): { ok: true; found: T } | { ok: false } {
  const scanner = new MenuBytesScanner(bytes)
  try {
    const found = read(scanner)
    scanner.end()
    return { ok: true, found }
  } catch {
    // Malformed or unusual bytes, nesting deeper than the stack allows (a RangeError), or anything else unforeseen:
    // the parsing path decides, so this pass can make an answer faster but never break one.
    return { ok: false }
  }
}

/**
 * A menu answer (GET menus/{id}) with its super-categories attached, as bytes; anything that is not a menu comes
 * back as it came. Null when the bytes are not JSON this pass vouches for: then parse and use attachSupercategories.
 */
export function attachSupercategoriesInPlace(bytes: Uint8Array, cms: readonly Supercategory[] | null): Uint8Array | null {
  const scanned = scan(bytes, (scanner) => (scanner.peek() === OPEN_OBJECT ? scanner.menu() : (scanner.value(), null)))
  return scanned.ok ? applyRule(bytes, scanned.found, cms) : null
}

/** A location answer (GET locations/{id}?withMenu) whose embedded menu has its super-categories attached; see above. */
export function attachSupercategoriesToLocationInPlace(bytes: Uint8Array, cms: readonly Supercategory[] | null): Uint8Array | null {
  const scanned = scan(bytes, (scanner) => (scanner.peek() === OPEN_OBJECT ? scanner.location() : (scanner.value(), null)))
  return scanned.ok ? applyRule(bytes, scanned.found, cms) : null
}
