import { Fragment } from 'react'
import type { Block } from '#shared/schemas/content.ts'
import { blockComponents } from './block-components.tsx'
import { editableAttributes } from './editable.ts'
import { UnknownBlock } from './unknown-block.tsx'
import { isBlockHidden } from '#shared/feature-flags.ts'
import { useFeatureFlags } from '../../feature-flags-context.ts'

/**
 * Renders CMS blocks in order; a block this site does not know (or one without a component) shows a visible
 * note and is logged, and the rest still render. In the visual editor each block is wrapped with the
 * attributes the Storyblok bridge uses to outline it; published pages get no wrapper.
 */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  const flags = useFeatureFlags()
  return (
    <>
      {blocks.map((block, index) => {
        // A feature flag that is off hides its blocks (shared/feature-flags.ts).
        if (isBlockHidden(block.component, flags)) return null
        const Renderer = typeof block.component === 'string' ? blockComponents[block.component] : undefined
        const key = typeof block._uid === 'string' && block._uid ? block._uid : `block-${index}`
        const rendered = Renderer ? <Renderer block={block} /> : <UnknownBlock block={block} />
        const editable = editableAttributes(block)
        return editable ? (
          <div key={key} className="editable-block" {...editable}>
            {rendered}
          </div>
        ) : (
          <Fragment key={key}>{rendered}</Fragment>
        )
      })}
    </>
  )
}
