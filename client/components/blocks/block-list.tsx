import type { Block } from '../../../shared/schemas/content.ts'
import { blockComponents } from './block-components.tsx'
import { UnknownBlock } from './unknown-block.tsx'

/** Renders CMS blocks in order; a block this site does not know shows a visible note and is logged, the rest still render. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block) => {
        const Renderer = blockComponents[block.component]
        return Renderer ? <Renderer key={block._uid} block={block} /> : <UnknownBlock key={block._uid} block={block} />
      })}
    </>
  )
}
