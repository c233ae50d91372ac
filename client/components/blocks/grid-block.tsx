import type { Block } from '#shared/schemas/content.ts'
import { BlockList } from './block-list.tsx'
import { blocks, field, positiveNumber, text } from './block-fields.ts'

/** `grid`: blocks side by side, in 2 to 4 columns on wide screens and stacked on phones. */
export function GridBlock({ block }: { block: Block }) {
  const heading = text(field(block, 'heading'))
  const columns = Math.min(4, Math.max(2, positiveNumber(field(block, 'columns')) ?? 2))
  const items = blocks(field(block, 'items'))
  return (
    <section className={`grid-block grid-block--${columns}`}>
      {heading ? <h2>{heading}</h2> : null}
      <div className="grid-block__items">
        {items.map((item, index) => (
          <div key={item._uid || index} className="grid-block__item">
            <BlockList blocks={[item]} />
          </div>
        ))}
      </div>
    </section>
  )
}
