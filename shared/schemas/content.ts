import { z } from 'zod'

// Content shapes as Storyblok delivers them (spec §3 link items, upstream-notes CMS section).
// Blocks stay open records: every block has `_uid` and `component`; renderers read their own fields.

export const linkTypeSchema = z.enum(['url', 'story', 'email', 'asset'])

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

export const layoutNameSchema = z.enum(['default', 'franchising', 'minimal'])
export type LayoutName = z.infer<typeof layoutNameSchema>

/** The content of a page story: Storyblok's `content` of component `page` (or `post` for blog posts). */
export const pageContentSchema = z.looseObject({
  _uid: z.string(),
  component: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  og_image: z.string().optional(),
  layout: layoutNameSchema.optional(),
  body: z.array(blockSchema).optional().default([]),
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
})
export type PageData = z.infer<typeof pageDataSchema>

export const socialLinkSchema = z.object({
  network: z.enum(['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'pinterest']),
  label: z.string(),
  url: z.string(),
})
export type SocialLink = z.infer<typeof socialLinkSchema>

/** Site-wide content: the header and footer menus (spec §2 Footer) and the brand statement. */
export const globalsSchema = z.object({
  headerMenu: z.array(linkItemSchema),
  footerMenus: z.object({
    about: z.array(linkItemSchema),
    resources: z.array(linkItemSchema),
    legal: z.array(linkItemSchema),
  }),
  social: z.array(socialLinkSchema),
  brandStatement: z.string(),
})
export type Globals = z.infer<typeof globalsSchema>
