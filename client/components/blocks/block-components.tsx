import type { ComponentType } from 'react'
import type { Block } from '../../../shared/schemas/content.ts'
import { HeroBlock } from './hero-block.tsx'
import { CardsBlock } from './cards-block.tsx'
import { TextBlock } from './text-block.tsx'

export type BlockComponent = ComponentType<{ block: Block }>

/** Every CMS component the site renders, by Storyblok component name. */
export const blockComponents: Record<string, BlockComponent | undefined> = {
  hero: HeroBlock,
  cards: CardsBlock,
  text: TextBlock,
}
