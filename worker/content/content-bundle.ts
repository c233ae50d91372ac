import { z } from 'zod'
import { globalsSchema, pageDataSchema } from '../../shared/schemas/content.ts'

/** Everything one content version holds, before it is split into blobs. */
export const contentBundleSchema = z.object({
  pages: z.record(z.string(), pageDataSchema),
  globals: globalsSchema,
})
export type ContentBundle = z.infer<typeof contentBundleSchema>

export const manifestSchema = z.object({
  version: z.string(),
  createdAt: z.string(),
  globals: z.string(),
  pages: z.record(z.string(), z.string()),
})
export type ContentManifest = z.infer<typeof manifestSchema>

export const pointerSchema = z.object({ version: z.string(), publishedAt: z.string() })
export type ContentPointer = z.infer<typeof pointerSchema>
