/** The brand's social preview (1200 × 630 PNG, scripts/brand/render-images.mjs) when a page has no picture of its own. */
export const DEFAULT_SOCIAL_IMAGE = '/images/brand/og-perkins.png'

/** Title, description and Open Graph tags; React hoists them into the document head. */
export function PageMeta({ title, description, image }: { title: string; description: string; image?: string | undefined }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:image" content={image ?? DEFAULT_SOCIAL_IMAGE} />
    </>
  )
}
