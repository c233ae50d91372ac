import { useEffect, useRef } from 'react'
import type { Block } from '#shared/schemas/content.ts'
import { ActionLinks } from './action-links.tsx'
import { field, image, linkItem, text } from './block-fields.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import { UnknownBlock } from './unknown-block.tsx'
import { PARALLAX_FACTOR } from '#shared/constants.ts'

/** Drifts the picture with the page scroll; nothing at all for visitors who ask for reduced motion. */
function useParallax() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        element.style.transform = `translate3d(0, ${(window.scrollY * PARALLAX_FACTOR).toFixed(2)}px, 0)`
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  return ref
}

/** `hero`: the page's h1 with an optional lede, one or two buttons and the first screen's picture, fetched first. */
export function HeroBlock({ block }: { block: Block }) {
  const parallax = useParallax()
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
        {cta || secondary ? <ActionLinks primary={cta} secondary={secondary} className="hero__actions" /> : null}
      </div>
      {picture ? (
        <div className="hero__media" ref={parallax}>
          <ResponsiveImage className="hero__image" picture={picture} sizes="(min-width: 900px) 50vw, 100vw" priority />
        </div>
      ) : null}
    </section>
  )
}
