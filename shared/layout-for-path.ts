import type { LayoutName } from './schemas/content.ts'

/** Which layout a path gets: the franchising section has its own; reviews is the minimal one. */
export function layoutForPath(pathname: string): LayoutName {
  if (pathname.startsWith('/franchising')) return 'franchising'
  if (pathname.startsWith('/reviews')) return 'minimal'
  return 'default'
}

/** Reviews hides the header and footer. */
export function hidesChrome(pathname: string): boolean {
  return pathname.startsWith('/reviews')
}
