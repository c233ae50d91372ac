import type { Block } from '#shared/schemas/content.ts'
import { field, text } from './block-fields.ts'
import { RichText } from './rich-text.tsx'

/** `rich_text`: an optional heading over a Storyblok rich-text field. */
export function RichTextBlock({ block }: { block: Block }) {
  const heading = text(field(block, 'heading'))
  return (
    <section className="rich-text-block">
      {heading ? <h2>{heading}</h2> : null}
      <RichText doc={field(block, 'content')} />
    </section>
  )
}
