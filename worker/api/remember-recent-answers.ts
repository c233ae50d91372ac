import type { Supercategory } from '#shared/schemas/menu.ts'

// Every visitor of a store loads the same menu, byte for byte, and what the proxy makes of it (the CMS
// super-categories attached) depends only on those bytes and the CMS arrangement. So the result is kept per upstream
// path, with the answer it was made from and the arrangement, and given again only when the new answer is the same
// byte for byte and the arrangement is the same text: a changed price or availability, or a new content version,
// simply misses and is shaped afresh. Comparing natively costs about a microsecond for 95 KB, far less than hashing
// the bytes (SHA-256 costs about 70 µs on the same answer), so the answer itself is the key's last part.
//
// The memory is bounded whatever the upstream sends: at most KEPT_PATHS paths, least recently used first out, and an
// answer (or result) larger than KEPT_ANSWER_BYTES is never kept. Paths are Map keys, never object keys, so an
// upstream path like `__proto__` is just text.

const KEPT_PATHS = 16
const KEPT_ANSWER_BYTES = 256 * 1024

interface Kept {
  answer: Uint8Array
  arrangement: string
  shaped: Uint8Array
}

// The arrangement as text, once per arrangement object: the CMS hands out the same one for a content version.
const arrangementTexts = new WeakMap<readonly Supercategory[], string>()
function arrangementText(cms: readonly Supercategory[] | null): string {
  if (cms === null) return 'null'
  let text = arrangementTexts.get(cms)
  if (text === undefined) arrangementTexts.set(cms, (text = JSON.stringify(cms)))
  return text
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b)

export interface RecentAnswers {
  /**
   * The result made for `path` from exactly these bytes and this arrangement, or null. The kept bytes themselves, not
   * a copy (95 KB a call saved): hand them only to a Response, which copies its body, and never write to them.
   */
  recall(path: string, answer: Uint8Array, cms: readonly Supercategory[] | null): Uint8Array | null
  /** Keeps `shaped`, made from `answer` and `cms`, as the result for `path` (replacing what was kept for it). */
  keep(path: string, answer: Uint8Array, cms: readonly Supercategory[] | null, shaped: Uint8Array): void
}

export function rememberRecentAnswers(): RecentAnswers {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, Kept>()
  return {
    recall(path, answer, cms) {
      const entry = kept.get(path)
      if (!entry || entry.arrangement !== arrangementText(cms) || !sameBytes(entry.answer, answer)) return null
      kept.delete(path)
      kept.set(path, entry)
      return entry.shaped
    },
    keep(path, answer, cms, shaped) {
      kept.delete(path)
      if (answer.byteLength > KEPT_ANSWER_BYTES || shaped.byteLength > KEPT_ANSWER_BYTES) return
      // Copies: the caller's bytes and the result it sends must never change what is kept.
      kept.set(path, { answer: answer.slice(), arrangement: arrangementText(cms), shaped: shaped.slice() })
      for (const oldest of kept.keys()) {
        if (kept.size <= KEPT_PATHS) break
        kept.delete(oldest)
      }
    },
  }
}
