import type { LayoutName } from './schemas/content.ts'
import { SECTION_PATH_PREFIX_LENGTH } from './constants.ts'

/** Which layout a path gets. The reviews and franchising checks read only the first 12 characters. */
export function layoutForPath(pathname: string): LayoutName {
  const prefix = pathname.slice(0, SECTION_PATH_PREFIX_LENGTH)
  if (prefix.startsWith('/franchising')) return 'franchising'
  if (prefix.startsWith('/reviews')) return 'minimal'
  return 'default'
}

/** Reviews hides the header and footer. */
export function hidesChrome(pathname: string): boolean {
  return pathname.slice(0, SECTION_PATH_PREFIX_LENGTH).startsWith('/reviews')
}
