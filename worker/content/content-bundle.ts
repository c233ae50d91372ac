import { z } from 'zod'
import { cmsLocationSchema, globalsSchema, pageDataSchema } from '#shared/schemas/content.ts'

/** Everything one content version holds, before it is split into blobs. */
export const contentBundleSchema = z.object({
  pages: z.record(z.string(), pageDataSchema),
  globals: globalsSchema,
  /** The CMS location records, sorted by store id; published as one blob. */
  locations: z.array(cmsLocationSchema),
})
export type ContentBundle = z.infer<typeof contentBundleSchema>

export const manifestSchema = z.object({
  version: z.string(),
  createdAt: z.string(),
  globals: z.string(),
  pages: z.record(z.string(), z.string()),
  // Optional so manifests published before location records existed still read.
  locations: z.string().optional(),
})
export type ContentManifest = z.infer<typeof manifestSchema>

export const pointerSchema = z.object({
  version: z.string(),
  publishedAt: z.string(),
  /** When the sync that published this version began reading the CMS; an older read never replaces it. */
  readAt: z.string().optional(),
  /**
   * Versions an operator rolled back from (worker/content/rollback-content.ts). A sync that computes one of them again
   * leaves the pointer alone, so the next cron does not silently undo a rollback; new content clears the list.
   */
  heldFrom: z.array(z.string()).optional(),
})
export type ContentPointer = z.infer<typeof pointerSchema>
