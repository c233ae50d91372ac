import type { Block } from '#shared/schemas/content.ts'
import { field, image, text } from './block-fields.ts'
import { UnknownBlock } from './unknown-block.tsx'
import { ResponsiveImage } from './responsive-image.tsx'

/** `image`: a picture with its intrinsic width and height, so the page never shifts while it loads. */
export function ImageBlock({ block }: { block: Block }) {
  const picture = image(field(block, 'image'))
  if (!picture) return <UnknownBlock block={block} />
  const caption = text(field(block, 'caption'))
  return (
    <figure className="image-block">
      <ResponsiveImage picture={picture} sizes="(min-width: 900px) 50vw, 100vw" />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
