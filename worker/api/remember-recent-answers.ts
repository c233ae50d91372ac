import type { Supercategory } from '#shared/schemas/menu.ts'

// The same menu answer arrives again and again (every visitor of a store loads the same menu, byte for byte), and
// what the proxy makes of it depends only on those bytes and the CMS arrangement. So the last few results are
// kept, and an answer identical to one of them, byte for byte (compared natively: microseconds for 95 KB), with
// the same arrangement, gets that result again instead of being scanned again. A changed menu, or a changed
// arrangement, simply misses. Only answers up to KEPT_ANSWER_BYTES are kept, so the memory stays small.

type BytesShaper = (bytes: Uint8Array, cms: readonly Supercategory[] | null) => Uint8Array | null

const KEPT_ANSWERS = 4
const KEPT_ANSWER_BYTES = 256 * 1024

interface Kept {
  answer: Uint8Array
  cms: string
  shaped: Uint8Array
}

/** Bytes compared in JavaScript before the full comparison, so a different answer of the same length is turned away cheaply. */
const FIRST_BYTES = 64

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false
  for (let at = 0; at < Math.min(FIRST_BYTES, a.byteLength); at++) if (a[at] !== b[at]) return false
  return crypto.subtle.timingSafeEqual(a, b)
}

// The arrangement as text, once per arrangement object: the CMS hands out the same one for a content version.
const arrangementTexts = new WeakMap<readonly Supercategory[], string>()
function arrangementText(cms: readonly Supercategory[] | null): string {
  if (cms === null) return 'null'
  let text = arrangementTexts.get(cms)
  if (text === undefined) arrangementTexts.set(cms, (text = JSON.stringify(cms)))
  return text
}

/** `shape`, answering from the last few results for identical bytes and arrangement. */
export function rememberRecentAnswers(shape: BytesShaper): BytesShaper {
  const kept: Kept[] = []
  return (answer, cms) => {
    const arrangement = arrangementText(cms)
    const found = kept.findIndex((entry) => entry.cms === arrangement && sameBytes(entry.answer, answer))
    if (found !== -1) {
      const [entry] = kept.splice(found, 1) as [Kept]
      kept.unshift(entry)
      // A copy: whatever the caller does with it (a Response may take its buffer over), what is kept stays whole.
      return entry.shaped.slice()
    }
    const shaped = shape(answer, cms)
    if (shaped && answer.byteLength <= KEPT_ANSWER_BYTES) {
      // Copies, for the same reason: the caller's bytes and the result it sends must never change what is kept.
      kept.unshift({ answer: answer.slice(), cms: arrangement, shaped: shaped.slice() })
      kept.length = Math.min(kept.length, KEPT_ANSWERS)
    }
    return shaped
  }
}
