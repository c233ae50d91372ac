import type { Block } from '#shared/schemas/content.ts'
import { field, text } from './block-fields.ts'
import { EmbeddedFrameSlot } from './embedded-frame-slot.tsx'
import { UnknownBlock } from './unknown-block.tsx'

/**
 * The embedded forms: twins, ccpa and eclubfeedback, plus the franchising lead form. Each frame's
 * height is set in CSS by form id, with media queries for the narrower ccpa heights, so the page
 * reserves the space before the form loads and nothing shifts.
 */
const EMBEDDED_FORMS = ['twins', 'ccpa', 'eclubfeedback', 'franchising'] as const

export function EmbedFormBlock({ block }: { block: Block }) {
  const form = text(field(block, 'form'))
  const src = text(field(block, 'src'))
  const title = text(field(block, 'title'))
  if (!form || !(EMBEDDED_FORMS as readonly string[]).includes(form) || !src?.startsWith('https://') || !title)
    return <UnknownBlock block={block} />
  const heading = text(field(block, 'heading'))
  const intro = text(field(block, 'intro'))
  return (
    <section className="embed-form" id={`form-${form}`}>
      {heading ? <h2>{heading}</h2> : null}
      {intro ? <p>{intro}</p> : null}
      <EmbeddedFrameSlot form={form} src={src} title={title} />
    </section>
  )
}
