import { storyblokEditable } from '@storyblok/js'

/**
 * The Storyblok visual editor's data attributes for a block. Only draft content served to the editor carries
 * `_editable`; published blocks get no attributes, so visitors' markup is unchanged.
 */
export function editableAttributes(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || typeof (value as { _editable?: unknown })._editable !== 'string') return null
  const attributes = storyblokEditable(value as { _editable: string })
  return attributes['data-blok-uid'] ? (attributes as Record<string, string>) : null
}
