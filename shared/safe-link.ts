import { HOME_SLUG } from './constants.ts'

// The one decision on which CMS link targets may become a link. Only http:, https:, mailto: and tel: addresses and
// same-site paths that start with exactly one `/` (and do not resolve to `//`) pass; everything else (javascript:,
// data:, vbscript:, `//host`, `/\host`, `/.//host`, a bare `evil.example`) is shown as plain text. Used when content
// is published and again wherever the browser turns CMS data into an href, because draft content in the visual
// editor never passes the publish step.

const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel'])
// A URL parser drops tabs and newlines anywhere in an address (`java\tscript:` is `javascript:`), so any control
// character at all refuses the link rather than being guessed around.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/** A path segment that starts with a dot, plain or percent-encoded (`/.`, `/..`, `/%2e`). */
const DOT_SEGMENT_START = /[\\/](?:\.|%2e)/i

/** The address to link to, trimmed, or null when it must not become a link. */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const href = raw.trim()
  if (href === '' || CONTROL_CHARACTER.test(href)) return null
  // Browsers read `//host` and `/\host` as another site (protocol-relative): only `/` then a path character passes.
  if (href.startsWith('/')) {
    if (href[1] === '/' || href[1] === '\\') return null
    // Dot segments can still resolve to a path that starts with `//` (`/.//host`, `/%2e%2e//host`), which the
    // browser's router refuses to follow and other readers take for another site. Only a path with a segment that
    // starts with a dot is parsed: a page renders dozens of CMS links, and parsing each one showed in the profile.
    if (!DOT_SEGMENT_START.test(href)) return href
    return new URL(href, 'https://site.invalid').pathname.startsWith('//') ? null : href
  }
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase()
  if (!scheme || !ALLOWED_SCHEMES.has(scheme)) return null
  return href
}

/** The same-site path of a Storyblok story link (`about`, `/franchising/blog/`), or null when it is no slug. */
export function storyPath(slug: string): string | null {
  const trimmed = slug.trim()
  // A story link names a story, never another site: a scheme or a protocol-relative start is not a slug.
  if (SCHEME.test(trimmed) || trimmed.startsWith('//') || trimmed.includes('\\')) return null
  const path = trimmed.replace(/^\/+|\/+$/g, '')
  return safeHref(path === '' || path === HOME_SLUG ? '/' : `/${path}`)
}

/** The fields of a Storyblok multilink this decision reads (link items: linktype, url, cached_url). */
export interface MultilinkTarget {
  linktype: string
  url?: string | undefined
  cached_url?: string | undefined
  email?: string | undefined
}

/** Where a CMS multilink points, or null when it points nowhere or somewhere it must not. */
export function multilinkHref(link: MultilinkTarget): string | null {
  switch (link.linktype) {
    case 'story': {
      const slug = link.cached_url || link.url || ''
      if (!slug) return null
      return storyPath(slug)
    }
    case 'email': {
      const address = (link.email || link.url || '').trim().replace(/^mailto:/i, '')
      return address ? safeHref(`mailto:${address}`) : null
    }
    case 'url':
    case 'asset':
      return safeHref(link.url || link.cached_url)
    default:
      return null
  }
}

/** True when a multilink names a target at all; a link that names one but gets no href was refused. */
export function multilinkHasTarget(link: MultilinkTarget): boolean {
  return Boolean((link.url ?? '').trim() || (link.cached_url ?? '').trim() || (link.email ?? '').trim())
}
