import { z } from 'zod'
import { locationSchema } from './location.ts'
import { defaultMenusSchema } from './menu.ts'
import { preorderWindowSchema, type PreorderWindow } from './preorder-window.ts'

// Content shapes as Storyblok delivers them (link items and the CMS section).
// Blocks stay open records: every block has `_uid` and `component`; renderers read their own fields.

const linkTypeSchema = z.enum(['url', 'story', 'email', 'asset'])

export const multilinkSchema = z.object({
  linktype: linkTypeSchema,
  url: z.string().optional().default(''),
  cached_url: z.string().optional().default(''),
  email: z.string().optional(),
  target: z.enum(['_self', '_blank']).optional(),
})
export type Multilink = z.infer<typeof multilinkSchema>

export const linkItemSchema = z.object({
  _uid: z.string().optional(),
  title: z.string(),
  url: multilinkSchema,
})
export type LinkItem = z.infer<typeof linkItemSchema>

export const blockSchema = z.looseObject({ _uid: z.string(), component: z.string() })
export type Block = z.infer<typeof blockSchema>

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A page body as published. A block without `_uid` or `component` is kept with empty strings rather than
 * failing the whole sync: the renderer shows its visible fallback and the rest of the page still renders.
 */
const bodySchema = z
  .array(z.unknown())
  .optional()
  .default([])
  .transform((items): Block[] =>
    items.filter(isRecord).map((item) => ({
      ...item,
      _uid: typeof item._uid === 'string' ? item._uid : '',
      component: typeof item.component === 'string' ? item.component : '',
    })),
  )

export const layoutNameSchema = z.enum(['default', 'franchising', 'minimal'])
export type LayoutName = z.infer<typeof layoutNameSchema>

/** The content of a page story: Storyblok's `content` of component `page` (or `post` for blog posts). */
const pageContentSchema = z.looseObject({
  _uid: z.string(),
  component: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  og_image: z.string().optional(),
  layout: layoutNameSchema.optional(),
  body: bodySchema,
})

export const storySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  published_at: z.string().nullable().optional(),
  first_published_at: z.string().nullable().optional(),
  is_startpage: z.boolean().optional(),
  content: pageContentSchema,
})
export type Story = z.infer<typeof storySchema>

/** What a page route needs: the story, reduced to what renders. */
export const pageDataSchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  ogImage: z.string().optional(),
  layout: layoutNameSchema,
  publishedAt: z.string().nullable(),
  component: z.string(),
  content: pageContentSchema,
  /** Set only on draft content served to the Storyblok visual editor: the client then loads the bridge. */
  preview: z.boolean().optional(),
  /** The Storyblok story id, sent with preview pages so the bridge can match its events to this page. */
  storyId: z.number().optional(),
})
export type PageData = z.infer<typeof pageDataSchema>

const socialLinkSchema = z.object({
  network: z.enum(['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'pinterest']),
  label: z.string(),
  url: z.string(),
})

/** A menu grouping from the CMS: its name and the numeric category ids it holds. */
export const cmsSupercategorySchema = z.object({
  name: z.string().min(1),
  subcategories: z.array(z.number().int()),
})
export type CmsSupercategory = z.infer<typeof cmsSupercategorySchema>

/** A menu shown by restaurants that do not take online orders: which menu to display, and for which stores. */
const nonOloMenuSchema = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  menu_id: z.number().int().positive(),
  stores: z.array(z.number().int()),
})

/** An embedded third-party form: where it lives and the title its frame announces. */
export const embeddedFormSchema = z.object({
  title: z.string().min(1),
  src: z.string().regex(/^https:\/\//, 'An embedded form must load over https.'),
})
export type EmbeddedForm = z.infer<typeof embeddedFormSchema>

/** Site-wide content: the header and footer menus and the brand statement. */
export const globalsSchema = z.object({
  headerMenu: z.array(linkItemSchema),
  footerMenus: z.object({
    about: z.array(linkItemSchema),
    resources: z.array(linkItemSchema),
    legal: z.array(linkItemSchema),
  }),
  social: z.array(socialLinkSchema),
  brandStatement: z.string(),
  supercategories: z.array(cmsSupercategorySchema).optional().default([]),
  /** Which menu a store without one of its own orders from (menu id and store codes); absent, the default menu. */
  defaultMenus: z.array(defaultMenusSchema).optional().default([]),
  nonOloMenus: z.array(nonOloMenuSchema).optional().default([]),
  /** The franchising lead form that the mobile 'Learn More!' bar opens. */
  franchisingLeadForm: embeddedFormSchema.optional(),
  /** Holiday pre-order windows (order pies days ahead); the home page and /menu promote the one open now. */
  // A window an editor left half-filled is dropped on its own, so one typo never takes the site's globals down.
  preorderWindows: z
    .array(z.unknown())
    .max(20)
    .optional()
    .default([])
    .transform((items): PreorderWindow[] =>
      items.flatMap((item) => {
        const parsed = preorderWindowSchema.safeParse(item)
        return parsed.success ? [parsed.data] : []
      }),
    ),
})
export type Globals = z.infer<typeof globalsSchema>

/** A CMS location record: the store as the sandbox knows it, plus editorial copy. */
export const cmsLocationSchema = locationSchema.extend({
  intro: z.string().optional(),
})
export type CmsLocation = z.infer<typeof cmsLocationSchema>

/** What a blog list shows of each post; resolved when content is published, so the list needs no second read. */
export const postSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  date: z.string(),
  author: z.string().optional(),
  image: z.object({ filename: z.string(), alt: z.string(), width: z.number(), height: z.number() }).optional(),
})
export type PostSummary = z.infer<typeof postSummarySchema>
