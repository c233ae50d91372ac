import type { ComponentType } from 'react'
import type { Block } from '#shared/schemas/content.ts'
import { BlogListBlock } from './blog-list-block.tsx'
import { CallToActionBlock } from './call-to-action-block.tsx'
import { CardsBlock } from './cards-block.tsx'
import { EmbedFormBlock } from './embed-form-block.tsx'
import { FaqBlock } from './faq-block.tsx'
import { FormBlockSlot } from './form-block-slot.tsx'
import { GridBlock } from './grid-block.tsx'
import { HeroBlock } from './hero-block.tsx'
import { ImageBlock } from './image-block.tsx'
import { PreorderBannerBlock } from './preorder-banner.tsx'
import { RichTextBlock } from './rich-text-block.tsx'
import { TextBlock } from './text-block.tsx'

type BlockComponent = ComponentType<{ block: Block }>

/** Every CMS component the site renders, by Storyblok component name. */
export const blockComponents: Record<string, BlockComponent | undefined> = {
  hero: HeroBlock,
  cards: CardsBlock,
  text: TextBlock,
  rich_text: RichTextBlock,
  image: ImageBlock,
  grid: GridBlock,
  call_to_action: CallToActionBlock,
  faq: FaqBlock,
  blog_list: BlogListBlock,
  embed_form: EmbedFormBlock,
  form: FormBlockSlot,
  preorder_banner: PreorderBannerBlock,
}
