import type { Block } from '#shared/schemas/content.ts'
import { ActionLinks } from './action-links.tsx'
import { field, linkItem, text } from './block-fields.ts'
import { UnknownBlock } from './unknown-block.tsx'

const TONES = new Set(['navy', 'gold', 'cream'])

/** `call_to_action`: a heading, a sentence and one or two buttons, on a navy, gold or cream panel. */
export function CallToActionBlock({ block }: { block: Block }) {
  const heading = text(field(block, 'heading'))
  const link = linkItem(field(block, 'link'))
  if (!heading || !link) return <UnknownBlock block={block} />
  const body = text(field(block, 'text'))
  const secondary = linkItem(field(block, 'secondary_link'))
  const toneField = text(field(block, 'tone'))
  const tone = toneField && TONES.has(toneField) ? toneField : 'cream'
  return (
    <section className={`call-to-action call-to-action--${tone}`}>
      <h2>{heading}</h2>
      {body ? <p>{body}</p> : null}
      <ActionLinks primary={link} secondary={secondary} className="call-to-action__actions" />
    </section>
  )
}
