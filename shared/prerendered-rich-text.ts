import type { RichTextSegment } from './rich-text-html.ts'

/**
 * A rich-text field already turned into segments when the content was published (worker/content/
 * prerender-rich-text.ts), so browsers never download the rich-text renderer. Raw documents only reach the
 * browser from the Storyblok editor's live updates.
 */
export interface PrerenderedRichText {
  type: 'prerendered-rich-text'
  segments: RichTextSegment[]
}

export function isPrerenderedRichText(value: unknown): value is PrerenderedRichText {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'prerendered-rich-text' &&
    Array.isArray((value as { segments?: unknown }).segments)
  )
}
