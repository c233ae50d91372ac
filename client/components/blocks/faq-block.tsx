import type { Block } from '#shared/schemas/content.ts'
import { editableAttributes } from './editable.ts'
import { field, list, text } from './block-fields.ts'
import { RichText } from './rich-text.tsx'

/** `faq`: questions as native disclosure widgets, so they open by keyboard and screen readers announce them. */
export function FaqBlock({ block }: { block: Block }) {
  const heading = text(field(block, 'heading'))
  const items = list(field(block, 'items')).filter((item) => text(item.question))
  return (
    <section className="faq">
      {heading ? <h2>{heading}</h2> : null}
      <div className="faq__items">
        {items.map((item, index) => (
          <details key={text(item._uid) ?? index} className="faq__item" {...(editableAttributes(item) ?? {})}>
            <summary>{String(item.question)}</summary>
            <RichText doc={item.answer} className="faq__answer" />
          </details>
        ))}
      </div>
    </section>
  )
}
