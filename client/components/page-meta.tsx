/** Title, description and Open Graph tags; React hoists them into the document head. */
export function PageMeta({ title, description, image }: { title: string; description: string; image?: string | undefined }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {image ? <meta property="og:image" content={image} /> : null}
    </>
  )
}
