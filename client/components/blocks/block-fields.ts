import type { Block, LinkItem } from '#shared/schemas/content.ts'

// The fields each block reads. Content is validated when it is published; these guards only keep one
// malformed block from taking the page down, without shipping a schema library to the browser.

export interface ImageField {
  filename: string
  alt?: string | undefined
  /** Absent on some CMS assets; the layout then holds the picture's box by its CSS aspect ratio. */
  width?: number | undefined
  height?: number | undefined
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)

export function linkItem(value: unknown): LinkItem | undefined {
  if (!isObject(value) || typeof value.title !== 'string' || !isObject(value.url)) return undefined
  return value as unknown as LinkItem
}

export function image(value: unknown): ImageField | undefined {
  if (!isObject(value) || typeof value.filename !== 'string' || !value.filename) return undefined
  const size = (n: unknown) => (typeof n === 'number' && n > 0 ? n : undefined)
  return {
    filename: value.filename,
    alt: typeof value.alt === 'string' ? value.alt : undefined,
    width: size(value.width),
    height: size(value.height),
  }
}

export function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isObject) : []
}

export function field(block: Block, name: string): unknown {
  return (block as Record<string, unknown>)[name]
}

export const isRecord = isObject

/** Storyblok number fields arrive as strings; anything not a positive number is undefined. */
export function positiveNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isFinite(number) && number > 0 ? number : undefined
}

/** A list field's items that are blocks (have a component), for nested block lists. */
export function blocks(value: unknown): Block[] {
  return list(value).filter((item): item is Block => typeof item.component === 'string') as Block[]
}
