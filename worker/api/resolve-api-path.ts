// Turns the browser's `path` header into a clean upstream path, or refuses it.
// The header is decoded exactly once; whatever is left must be plain path characters, so nothing the upstream
// URL parser could reinterpret (a scheme, a host, a userinfo `@`, a second encoding, a backslash, a query or
// fragment, a control character, a look-alike Unicode dot) ever gets that far.

export const MAX_API_PATH_LENGTH = 512

type PathRefusal = 'missing' | 'too-long' | 'encoded-separator' | 'bad-encoding' | 'forbidden-character' | 'empty-segment' | 'escapes-root'

type PathResolution = { ok: true; path: string; segments: string[] } | { ok: false; reason: PathRefusal }

// After the one decode: letters, digits and - . _ ~ (RFC 3986 unreserved) plus the separator. `%` left over means
// double encoding; `:` a scheme or port; `@` userinfo; `\` a Windows separator; anything non-ASCII a homoglyph.
const SAFE_PATH = /^[A-Za-z0-9._~/-]*$/
const ENCODED_SEPARATOR = /%(2f|5c)/i

const refuse = (reason: PathRefusal): PathResolution => ({ ok: false, reason })

export function resolveApiPath(raw: string | null | undefined): PathResolution {
  if (raw === null || raw === undefined || raw === '') return refuse('missing')
  if (raw.length > MAX_API_PATH_LENGTH) return refuse('too-long')
  // An encoded slash or backslash would become a separator only after decoding: a second path hiding in one segment.
  if (ENCODED_SEPARATOR.test(raw)) return refuse('encoded-separator')

  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return refuse('bad-encoding')
  }
  if (!SAFE_PATH.test(decoded)) return refuse('forbidden-character')

  // One leading slash is tolerated (`/orders/create`); `//host` and empty segments anywhere are not.
  const relative = decoded.startsWith('/') ? decoded.slice(1) : decoded
  const segments: string[] = []
  for (const segment of relative.split('/')) {
    if (segment === '') return refuse('empty-segment')
    if (segment === '.') continue
    if (segment === '..') {
      if (segments.length === 0) return refuse('escapes-root')
      segments.pop()
      continue
    }
    segments.push(segment)
  }
  if (segments.length === 0) return refuse('empty-segment')
  return { ok: true, path: segments.join('/'), segments }
}
