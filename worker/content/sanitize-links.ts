import { richTextHref } from '#shared/rich-text-html.ts'
import { multilinkHasTarget, multilinkHref, safeHref, type MultilinkTarget } from '#shared/safe-link.ts'

// Publish-time link check: every link in a story (menu link items, block links, rich-text links, social links) is
// put through the one decision in shared/safe-link.ts. A refused link keeps its words but loses its target, so
// it renders as plain text, and the sync reports it so an editor can fix it in the CMS.

/** Called once per refused link with the address as the CMS holds it. */
type ReportUnsafeLink = (link: string) => void

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

// A Storyblok multilink: a link type and a target (rich-text link marks have `href` instead and are handled apart).
const isMultilink = (value: Record<string, unknown>): value is Record<string, unknown> & MultilinkTarget =>
  typeof value.linktype === 'string' && !('href' in value) && ('url' in value || 'cached_url' in value || 'email' in value)

const describeMultilink = (link: MultilinkTarget) =>
  link.linktype === 'email' ? link.email || link.url || '' : link.cached_url || link.url || ''

function withoutUnsafeMarks(marks: unknown[], report: ReportUnsafeLink): unknown[] {
  return marks.filter((mark) => {
    if (!isRecord(mark) || mark.type !== 'link') return true
    const attrs = isRecord(mark.attrs) ? mark.attrs : {}
    if (richTextHref(attrs) !== null) return true
    // A link mark with no address at all was never a link; only a refused address is worth reporting.
    if (typeof attrs.href === 'string' && attrs.href.trim() !== '') report(attrs.href)
    return false
  })
}

/** A copy of `value` in which every unsafe link is reduced to its text; each one is reported. */
export function sanitizeLinks<T>(value: T, report: ReportUnsafeLink): T {
  if (Array.isArray(value)) return value.map((item) => sanitizeLinks(item, report)) as T
  if (!isRecord(value)) return value
  if (isMultilink(value) && multilinkHref(value) === null && multilinkHasTarget(value)) {
    report(describeMultilink(value))
    // Still a multilink, pointing nowhere: renderers show the title as text.
    return { linktype: 'url', url: '', cached_url: '' } as T
  }
  // fromEntries defines own properties, so a field named __proto__ stays data.
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'marks' && Array.isArray(field) ? withoutUnsafeMarks(field, report) : sanitizeLinks(field, report),
    ]),
  ) as T
}

/** Social links are plain `url` strings; a refused one is emptied, and the footer shows its label as text. */
export function sanitizeSocialLinks<T extends { url: string }>(links: readonly T[], report: ReportUnsafeLink): T[] {
  return links.map((link) => {
    if (safeHref(link.url) !== null) return link
    if (link.url.trim() !== '') report(link.url)
    return { ...link, url: '' }
  })
}
