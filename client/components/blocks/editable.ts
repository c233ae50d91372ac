/**
 * The Storyblok visual editor's data attributes for a block. Only draft content served to the editor carries
 * `_editable` (`<!--#storyblok#{…"id":…,"uid":…}-->`); published blocks get no attributes, so visitors' markup is
 * unchanged. The same attributes as @storyblok/js's storyblokEditable, without pulling that library into every
 * content page's first load.
 */
export function editableAttributes(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null) return null
  const editable = (value as { _editable?: unknown })._editable
  if (typeof editable !== 'string') return null
  let options: unknown
  try {
    options = JSON.parse(editable.replace(/^<!--#storyblok#/, '').replace(/-->$/, ''))
  } catch {
    return null
  }
  if (typeof options !== 'object' || options === null) return null
  const { id, uid } = options as { id?: unknown; uid?: unknown }
  return { 'data-blok-c': JSON.stringify(options), 'data-blok-uid': `${String(id)}-${String(uid)}` }
}
