import { lazyComponent } from '../../lazy-component.tsx'

// An embedded third-party form's frame (its stand-in text, its load watch and timeout) loads only on pages that show
// one: the embed_form block, or the franchising pages' Learn More dialog once it is opened. The content page's loader
// loads it before a page with the block renders (`loadEmbeddedFrameIfUsed`), so the server renders it in place.
const embeddedFrame = lazyComponent(() => import('./embedded-frame.tsx').then((module) => module.EmbeddedFrame))

export const EmbeddedFrameSlot = embeddedFrame.Component

const EMBED_FORM_COMPONENT = 'embed_form'

/** Whether `value` holds an embed_form block at any depth (a grid's items are blocks too). */
function hasEmbedForm(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasEmbedForm)
  if (typeof value !== 'object' || value === null) return false
  return (value as { component?: unknown }).component === EMBED_FORM_COMPONENT || Object.values(value).some(hasEmbedForm)
}

/** Loads the frame's code when the page body has an embedded form; a page without one loads nothing. */
export async function loadEmbeddedFrameIfUsed(body: readonly unknown[]): Promise<void> {
  if (hasEmbedForm(body)) await embeddedFrame.load()
}
