import type { LinkItem } from '#shared/schemas/content.ts'

// Builders for the bundled seed content, which is written in Storyblok's own story format so the sync reads
// it exactly as it reads the CMS. Nothing here is rendering logic: only data, in the shape editors produce.

const SEED_PUBLISHED_AT = '2026-11-01T12:00:00.000Z'

export const storyLink = (title: string, slug: string): LinkItem => ({ title, url: { linktype: 'story', url: '', cached_url: slug } })
export const urlLink = (title: string, url: string): LinkItem => ({ title, url: { linktype: 'url', url, cached_url: url } })
export const emailLink = (title: string, email: string): LinkItem => ({ title, url: { linktype: 'email', url: '', cached_url: '', email } })

export interface SeedImage {
  filename: string
  alt: string
  width: number
  height: number
}

/** The illustrations under public/images/content, all rendered at 1200 × 800 (scripts/brand/render-images.mjs). */
export const illustration = (name: string, alt: string): SeedImage => ({
  filename: `/images/content/${name}.webp`,
  alt,
  width: 1200,
  height: 800,
})
/** A menu tile (public/images/menu, 480 × 360), for cards about a kind of dish. */
export const menuTile = (kind: string, alt: string): SeedImage => ({ filename: `/images/menu/${kind}.webp`, alt, width: 480, height: 360 })

// Rich text, in Storyblok's ProseMirror-style JSON.

type Mark = { type: string; attrs?: Record<string, unknown> }
export type RichNode = { type: string; text?: string; attrs?: Record<string, unknown>; marks?: Mark[]; content?: RichNode[] }
type Inline = string | RichNode

const inline = (part: Inline): RichNode => (typeof part === 'string' ? { type: 'text', text: part } : part)

export const doc = (...content: RichNode[]) => ({ type: 'doc', content })
export const p = (...parts: Inline[]): RichNode => ({ type: 'paragraph', content: parts.map(inline) })
export const h = (level: 2 | 3 | 4, text: string): RichNode => ({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] })
export const bold = (text: string): RichNode => ({ type: 'text', text, marks: [{ type: 'bold' }] })
export const italic = (text: string): RichNode => ({ type: 'text', text, marks: [{ type: 'italic' }] })

/** A link inside rich text; story links carry the story's path, as Storyblok resolves them. */
export function a(text: string, href: string, linktype: 'story' | 'url' | 'email' = 'story'): RichNode {
  const external = linktype === 'url' && /^https?:/.test(href)
  return {
    type: 'text',
    text,
    marks: [{ type: 'link', attrs: { href, linktype, target: external ? '_blank' : null, uuid: null, anchor: null } }],
  }
}

const listItems = (items: (Inline | Inline[])[]) =>
  items.map((item) => ({ type: 'list_item', content: [p(...(Array.isArray(item) ? item : [item]))] }))
export const ul = (...items: (Inline | Inline[])[]): RichNode => ({ type: 'bullet_list', content: listItems(items) })
export const ol = (...items: (Inline | Inline[])[]): RichNode => ({ type: 'ordered_list', attrs: { order: 1 }, content: listItems(items) })

export function table(header: string[], rows: string[][]): RichNode {
  const cell = (type: 'tableHeader' | 'tableCell', text: string): RichNode => ({
    type,
    attrs: { colspan: 1, rowspan: 1, colwidth: null },
    content: [p(text)],
  })
  return {
    type: 'table',
    content: [
      { type: 'tableRow', content: header.map((text) => cell('tableHeader', text)) },
      ...rows.map((row) => ({ type: 'tableRow', content: row.map((text) => cell('tableCell', text)) })),
    ],
  }
}

// Blocks. Each takes the fields its renderer reads (client/components/blocks); `_uid`s are added by `story`.

type Fields = Record<string, unknown>
const block = (component: string, fields: Fields) => ({ component, ...fields })

export const hero = (fields: {
  eyebrow?: string
  headline: string
  text?: string
  cta?: LinkItem
  secondary_cta?: LinkItem
  image?: SeedImage
}) => block('hero', fields)
export const richText = (content: ReturnType<typeof doc>, heading?: string) =>
  block('rich_text', { ...(heading ? { heading } : {}), content })
export const text = (fields: { heading?: string; paragraphs: string[]; link?: LinkItem }) => block('text', fields)
export const cards = (heading: string, items: { title: string; text: string; link?: LinkItem; image?: SeedImage }[]) =>
  block('cards', { heading, cards: items.map((item) => block('card', item)) })
export const image = (picture: SeedImage, caption?: string) => block('image', { image: picture, ...(caption ? { caption } : {}) })
export const grid = (columns: 2 | 3 | 4, items: Fields[], heading?: string) =>
  block('grid', { columns: String(columns), items, ...(heading ? { heading } : {}) })
export const callToAction = (fields: {
  heading: string
  text?: string
  link: LinkItem
  secondary_link?: LinkItem
  tone?: 'navy' | 'gold' | 'cream'
}) => block('call_to_action', fields)
export const faq = (heading: string, items: { question: string; answer: ReturnType<typeof doc> }[]) =>
  block('faq', { heading, items: items.map((item) => block('faq_item', item)) })
export const blogList = (fields: { heading: string; folder: string; limit?: number; intro?: string }) =>
  block('blog_list', { ...fields, ...(fields.limit ? { limit: String(fields.limit) } : {}) })
export const embedForm = (fields: {
  form: 'twins' | 'ccpa' | 'eclubfeedback' | 'franchising'
  title: string
  src: string
  heading?: string
  intro?: string
}) => block('embed_form', fields)
/** A field of a CMS-built form (shared/forms/form-block.ts); `options` one per line, as Storyblok's textarea holds them. */
export const formField = (fields: {
  id: string
  type: string
  label: string
  placeholder?: string
  label_info?: string
  required?: boolean
  options?: string
}) => block('form_field', fields)
export const form = (fields: {
  _uid: string
  heading: string
  intro?: string
  submit_label?: string
  success_message?: string
  fields: Fields[]
}) => block('form', fields)

/** Where the embedded forms live (frames for twins, ccpa and eclubfeedback, and the franchising lead form). */
export { EMBEDDED_FORMS_ORIGIN as FORMS_ORIGIN } from '../../pages/security-headers.ts'

// Stories.

export interface SeedStory {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  published_at: string
  first_published_at: string
  is_startpage: boolean
  content: Fields & { _uid: string; component: string }
}

/** Gives every block without a `_uid` one derived from the story and its position, so seeds hash stably. */
function withUids(value: unknown, prefix: string, counter: { next: number }): unknown {
  if (Array.isArray(value)) return value.map((item) => withUids(item, prefix, counter))
  if (typeof value !== 'object' || value === null) return value
  const record = value as Fields
  const copy: Fields = {}
  if (typeof record.component === 'string' && typeof record._uid !== 'string') copy._uid = `${prefix}-${counter.next++}`
  for (const [key, field] of Object.entries(record))
    copy[key] = key === 'content' && record.type === 'doc' ? field : withUids(field, prefix, counter)
  return copy
}

export function story(
  id: number,
  fullSlug: string,
  name: string,
  content: Fields & { component: string },
  options: { firstPublishedAt?: string; isStartpage?: boolean } = {},
): SeedStory {
  const prefix = fullSlug.replace(/^\/+|\/+$/g, '').replace(/\//g, '-')
  return {
    id,
    uuid: `b6f3a1c2-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name,
    slug: fullSlug.split('/').filter(Boolean).pop() ?? fullSlug,
    full_slug: fullSlug,
    published_at: SEED_PUBLISHED_AT,
    first_published_at: options.firstPublishedAt ?? SEED_PUBLISHED_AT,
    is_startpage: options.isStartpage ?? false,
    content: { ...(withUids(content, prefix, { next: 1 }) as Fields & { component: string }), _uid: `${prefix}-page` },
  }
}

/** A page story: title and description feed the document head and Open Graph tags. */
export const page = (
  id: number,
  fullSlug: string,
  name: string,
  fields: { title: string; description: string; layout?: 'default' | 'franchising' | 'minimal'; body: Fields[] },
  options?: { isStartpage?: boolean },
) => story(id, fullSlug, name, { component: 'page', ...fields }, options)
