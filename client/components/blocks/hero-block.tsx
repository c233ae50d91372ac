import type { Block } from '../../../shared/schemas/content.ts'
import { ActionLinks } from './action-links.tsx'
import { field, image, linkItem, text } from './block-fields.ts'
import { UnknownBlock } from './unknown-block.tsx'

/** `hero`: the page's h1 with an optional lede, one or two buttons and a picture sized so nothing shifts. */
export function HeroBlock({ block }: { block: Block }) {
  const headline = text(field(block, 'headline'))
  if (!headline) return <UnknownBlock block={block} />
  const eyebrow = text(field(block, 'eyebrow'))
  const lede = text(field(block, 'text'))
  const cta = linkItem(field(block, 'cta'))
  const secondary = linkItem(field(block, 'secondary_cta'))
  const picture = image(field(block, 'image'))
  return (
    <section className="hero">
      <div className="hero__text">
        {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
        <h1>{headline}</h1>
        {lede ? <p className="hero__lede">{lede}</p> : null}
        {cta || secondary ? (
          <ActionLinks primary={cta} secondary={secondary} className="hero__actions" />
        ) : null}
      </div>
      {picture ? (
        <img className="hero__image" src={picture.filename} alt={picture.alt ?? ''} width={picture.width} height={picture.height} fetchPriority="high" decoding="async" />
      ) : null}
    </section>
  )
}
