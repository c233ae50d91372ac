import type { Block } from '#shared/schemas/content.ts'
import { CmsLink } from '../layout/link-item.tsx'
import { editableAttributes } from './editable.ts'
import { field, image, linkItem, list, text } from './block-fields.ts'
import { useLinksForViewer } from './member-links.ts'
import { ResponsiveImage } from './responsive-image.tsx'

/** `cards`: a heading over a responsive grid of cards, each with a title, a sentence, a link and maybe a picture. */
export function CardsBlock({ block }: { block: Block }) {
  const heading = text(field(block, 'heading'))
  const cards = list(field(block, 'cards')).filter((card) => text(card.title))
  const forViewer = useLinksForViewer()
  return (
    <section className="cards">
      {heading ? <h2>{heading}</h2> : null}
      <ul className="cards__grid">
        {cards.map((card, index) => {
          const given = linkItem(card.link)
          const [link] = given ? forViewer([given]) : []
          const body = text(card.text)
          const picture = image(card.image)
          return (
            <li key={text(card._uid) ?? index} className="card" {...(editableAttributes(card) ?? {})}>
              {picture ? (
                <ResponsiveImage
                  className="card__image"
                  picture={picture}
                  sizes="(min-width: 1000px) 33vw, (min-width: 640px) 50vw, 100vw"
                />
              ) : null}
              <h3>{String(card.title)}</h3>
              {body ? <p>{body}</p> : null}
              {link ? (
                <CmsLink link={link.url} className="card__link">
                  {link.title}
                </CmsLink>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
