import { renderRichText, type SbRichTextRendererMap } from '@storyblok/js'
import type { Block } from './schemas/content.ts'
import { safeHref, storyPath } from './safe-link.ts'

// Storyblok rich text (a ProseMirror-style tree) to HTML, through the SDK's own renderer, which builds strings
// and needs no DOM, so the server and the browser produce the same markup. Before rendering, the tree is
// reduced to what we support: unknown node types are skipped (with their content), unknown marks are dropped
// (their text kept), and only the attributes we render survive, so no inline style (which our CSP forbids)
// or arbitrary attribute reaches the page. Links and images get our own renderers.

interface RichMark {
  type: string
  attrs?: Record<string, unknown>
}

interface RichNode {
  type: string
  text?: string
  attrs?: Record<string, unknown>
  marks?: RichMark[]
  content?: RichNode[]
}

const NODE_ATTRS: Record<string, readonly string[]> = {
  paragraph: [],
  heading: ['level'],
  blockquote: [],
  bullet_list: [],
  ordered_list: ['order'],
  list_item: [],
  code_block: [],
  hard_break: [],
  horizontal_rule: [],
  image: ['src', 'alt', 'title'],
  emoji: ['name', 'emoji'],
  table: [],
  tableRow: [],
  tableHeader: ['colspan', 'rowspan'],
  tableCell: ['colspan', 'rowspan'],
  text: [],
}

const MARK_ATTRS: Record<string, readonly string[]> = {
  bold: [],
  italic: [],
  strike: [],
  underline: [],
  code: [],
  superscript: [],
  subscript: [],
  link: ['href', 'linktype', 'anchor', 'target'],
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function pick(attrs: unknown, allowed: readonly string[]): Record<string, unknown> | undefined {
  if (!isRecord(attrs) || allowed.length === 0) return undefined
  const kept: Record<string, unknown> = {}
  for (const name of allowed) if (attrs[name] !== undefined && attrs[name] !== null) kept[name] = attrs[name]
  return kept
}

function cleanMarks(marks: unknown): RichMark[] | undefined {
  if (!Array.isArray(marks)) return undefined
  const kept = marks.filter(
    (mark): mark is RichMark => isRecord(mark) && typeof mark.type === 'string' && Object.hasOwn(MARK_ATTRS, mark.type),
  )
  return kept.length
    ? kept.map((mark) => ({
        type: mark.type,
        ...(pick(mark.attrs, MARK_ATTRS[mark.type]!) ? { attrs: pick(mark.attrs, MARK_ATTRS[mark.type]!) } : {}),
      }))
    : undefined
}

/** The supported part of a rich-text node, or null when the node is of a type we do not render. */
function cleanNode(value: unknown): RichNode | null {
  if (!isRecord(value) || typeof value.type !== 'string' || !Object.hasOwn(NODE_ATTRS, value.type)) return null
  if (value.type === 'text') {
    if (typeof value.text !== 'string' || value.text === '') return null
    const marks = cleanMarks(value.marks)
    return { type: 'text', text: value.text, ...(marks ? { marks } : {}) }
  }
  const attrs = pick(value.attrs, NODE_ATTRS[value.type]!)
  const content = Array.isArray(value.content) ? value.content.map(cleanNode).filter((node): node is RichNode => node !== null) : undefined
  return { type: value.type, ...(attrs ? { attrs } : {}), ...(content ? { content } : {}) }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/**
 * Where a rich-text link points, by Storyblok link type; null for anything we will not link to. The decision is
 * shared/safe-link.ts, the same one the publish step and every other CMS link use.
 */
export function richTextHref(attrs: Record<string, unknown> | undefined): string | null {
  const href = typeof attrs?.href === 'string' ? attrs.href : ''
  const anchor = typeof attrs?.anchor === 'string' && attrs.anchor ? `#${encodeURIComponent(attrs.anchor)}` : ''
  switch (attrs?.linktype) {
    case 'story': {
      const path = storyPath(href)
      return path ? `${path}${anchor}` : null
    }
    case 'email': {
      const address = href.trim().replace(/^mailto:/i, '')
      return address ? safeHref(`mailto:${address}`) : null
    }
    default: {
      const safe = safeHref(href)
      return safe ? `${safe}${anchor}` : null
    }
  }
}

/** Storyblok asset URLs carry their size (`/f/{space}/{width}x{height}/…`), which we need to reserve space. */
export function assetDimensions(src: string): { width: number; height: number } | null {
  const match = /\/f\/\d+\/(\d+)x(\d+)\//.exec(src)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

const renderers: SbRichTextRendererMap = {
  // The page owns the h1; rich-text headings start at h2 so the outline stays in order.
  heading: ({ attrs, children }) => {
    const level = Math.min(6, Math.max(2, Number(attrs?.level) || 2))
    return `<h${level}>${children}</h${level}>`
  },
  link: ({ attrs, children }) => {
    const href = richTextHref(attrs as Record<string, unknown> | undefined)
    if (!href) return children
    const newTab = attrs?.target === '_blank'
    return `<a href="${escapeHtml(href)}"${newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}>${children}</a>`
  },
  image: ({ attrs }) => {
    const src = typeof attrs?.src === 'string' ? attrs.src : ''
    const size = safeHref(src) ? assetDimensions(src) : null
    // An image whose size we cannot know would shift the page as it loads; leave it out instead.
    if (!size) return ''
    const alt = typeof attrs?.alt === 'string' ? attrs.alt : ''
    return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${size.width}" height="${size.height}" loading="lazy" decoding="async">`
  },
}

/** Renders rich-text nodes (no bloks) to HTML. */
export function richTextToHtml(nodes: readonly unknown[]): string {
  const clean = nodes.map(cleanNode).filter((node): node is RichNode => node !== null)
  return clean.length ? renderRichText({ type: 'doc', content: clean } as Parameters<typeof renderRichText>[0], { renderers }) : ''
}

export type RichTextSegment = { kind: 'html'; html: string } | { kind: 'blocks'; blocks: Block[] }

/**
 * Splits a rich-text document at its embedded bloks: runs of ordinary nodes become HTML, bloks become
 * blocks the React block list renders (they can be any content block, so they cannot live in a string).
 */
export function richTextSegments(doc: unknown): RichTextSegment[] {
  const nodes = isRecord(doc) && doc.type === 'doc' && Array.isArray(doc.content) ? doc.content : Array.isArray(doc) ? doc : []
  const segments: RichTextSegment[] = []
  let run: unknown[] = []
  const flush = () => {
    const html = richTextToHtml(run)
    if (html) segments.push({ kind: 'html', html })
    run = []
  }
  for (const node of nodes) {
    if (isRecord(node) && node.type === 'blok') {
      flush()
      const body = isRecord(node.attrs) && Array.isArray(node.attrs.body) ? node.attrs.body.filter(isRecord) : []
      if (body.length) segments.push({ kind: 'blocks', blocks: body as Block[] })
    } else {
      run.push(node)
    }
  }
  flush()
  return segments
}
