import type { Block } from '#shared/schemas/content.ts'

export function UnknownBlock({ block }: { block: Block }) {
  const component = typeof block.component === 'string' && block.component ? block.component : null
  // Logged so editors' typos show up in the Worker logs; warn, not error, because the page still works.
  console.warn(
    component ? `Unknown content block "${component}" (${block._uid})` : `Content block without a component (${block._uid || 'no _uid'})`,
  )
  return (
    <div className="unknown-block" data-component={component ?? ''}>
      This section is not available right now.
    </div>
  )
}
