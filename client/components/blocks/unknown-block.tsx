import type { Block } from '../../../shared/schemas/content.ts'

export function UnknownBlock({ block }: { block: Block }) {
  // Logged so editors' typos show up in the Worker logs; warn, not error, because the page still works.
  console.warn(`Unknown content block "${block.component}" (${block._uid})`)
  return (
    <div className="unknown-block" data-component={block.component}>
      This section is not available right now.
    </div>
  )
}
