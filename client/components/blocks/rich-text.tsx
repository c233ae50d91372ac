import { useEffect, useState, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { BlockList } from './block-list.tsx'
import { isPrerenderedRichText } from '#shared/prerendered-rich-text.ts'
import type { RichTextSegment } from '#shared/rich-text-html.ts'

/**
 * A Storyblok rich-text field. Published content arrives already rendered to HTML segments (see
 * shared/prerendered-rich-text.ts); embedded bloks render as blocks. Only a raw document — a live edit in the
 * Storyblok editor — loads the renderer, on demand. Clicks on links to our own pages navigate in the app.
 */
export function RichText({ doc, className }: { doc: unknown; className?: string }) {
  const navigate = useNavigate()
  const prerendered = isPrerenderedRichText(doc) ? doc.segments : null
  const [liveSegments, setLiveSegments] = useState<RichTextSegment[] | null>(null)

  useEffect(() => {
    if (prerendered || doc === undefined || doc === null) return
    let current = true
    void import('#shared/rich-text-html.ts').then(({ richTextSegments }) => current && setLiveSegments(richTextSegments(doc)))
    return () => {
      current = false
    }
  }, [doc, prerendered])

  const segments = prerendered ?? liveSegments ?? []
  if (segments.length === 0) return null

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    const href = anchor?.getAttribute('href')
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target === '_blank') return
    event.preventDefault()
    navigate(href)
  }

  return (
    // Delegated link handling: the links themselves are ordinary anchors, reachable and operable by keyboard.
    <div className={className ? `rich-text ${className}` : 'rich-text'} onClick={onClick}>
      {segments.map((segment, index) =>
        segment.kind === 'html' ? (
          <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />
        ) : (
          <BlockList key={index} blocks={segment.blocks} />
        ),
      )}
    </div>
  )
}
