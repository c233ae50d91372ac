import type { Block } from '../../../shared/schemas/content.ts'
import { CmsLink } from '../layout/link-item.tsx'
import { field, linkItem, list, text } from './block-fields.ts'

export function CardsBlock({ block }: { block: Block }) {
  const heading = text(field(block, 'heading'))
  const cards = list(field(block, 'cards')).filter((card) => text(card.title))
  return (
    <section className="cards">
      {heading ? <h2>{heading}</h2> : null}
      <ul className="cards__grid">
        {cards.map((card, index) => {
          const link = linkItem(card.link)
          const body = text(card.text)
          return (
            <li key={text(card._uid) ?? index} className="card">
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
