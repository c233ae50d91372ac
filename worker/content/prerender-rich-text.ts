import type { Block } from '#shared/schemas/content.ts'
import type { PrerenderedRichText } from '#shared/prerendered-rich-text.ts'
import { richTextSegments } from '#shared/rich-text-html.ts'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isRichTextDoc = (value: unknown) => isRecord(value) && value.type === 'doc' && Array.isArray(value.content)

/**
 * Renders every rich-text field in a story's content to HTML segments once, at publish time. Blocks embedded in
 * rich text are walked too, so their own rich text is rendered as well.
 */
export function prerenderRichText<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => prerenderRichText(item)) as T
  if (!isRecord(value)) return value
  if (isRichTextDoc(value)) {
    const segments = richTextSegments(value).map((segment) =>
      segment.kind === 'blocks'
        ? { kind: 'blocks' as const, blocks: segment.blocks.map((block) => prerenderRichText(block) as Block) }
        : segment,
    )
    return { type: 'prerendered-rich-text', segments } satisfies PrerenderedRichText as T
  }
  // fromEntries defines own properties, so a field named __proto__ stays data.
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, prerenderRichText(field)])) as T
}
