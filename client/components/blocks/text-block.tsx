import type { Block } from '#shared/schemas/content.ts'
import { CmsLink } from '../layout/link-item.tsx'
import { field, linkItem, text } from './block-fields.ts'

export function TextBlock({ block }: { block: Block }) {
  const heading = text(field(block, 'heading'))
  const paragraphs = (Array.isArray(field(block, 'paragraphs')) ? (field(block, 'paragraphs') as unknown[]) : [])
    .map(text)
    .filter((p): p is string => Boolean(p))
  const link = linkItem(field(block, 'link'))
  return (
    <section className="text-block">
      {heading ? <h2>{heading}</h2> : null}
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {link ? (
        <p>
          <CmsLink link={link.url}>{link.title}</CmsLink>
        </p>
      ) : null}
    </section>
  )
}
