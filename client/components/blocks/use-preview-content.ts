import { useEffect, useState } from 'react'
import type { PageData } from '#shared/schemas/content.ts'

type PageContent = PageData['content']

/** The page's content; in the visual editor, kept live with the editor's changes through the bridge. */
export function usePreviewContent(page: PageData): PageContent {
  // Tagged with its story, so live edits of one page never show on the next page the router renders here.
  const [live, setLive] = useState<{ storyId: number; content: PageContent } | null>(null)
  const { preview, storyId, content } = page
  useEffect(() => {
    if (!preview || storyId === undefined) return
    let disconnect: (() => void) | undefined
    let active = true
    // The bridge and the merge load only in the editor, so published visitors never download them.
    void Promise.all([import('./storyblok-bridge.ts'), import('./merge-live-content.ts')]).then(
      ([{ connectStoryblokBridge }, { mergeLiveContent }]) => {
        if (active) disconnect = connectStoryblokBridge(storyId, (next) => setLive({ storyId, content: mergeLiveContent(next, content) }))
      },
    )
    return () => {
      active = false
      disconnect?.()
    }
  }, [preview, storyId, content])
  return live && live.storyId === storyId ? live.content : content
}
