import { matchRoutes, type RouteObject } from 'react-router'
import { prefetchWithoutReload } from './reload-on-chunk-failure.ts'

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

/** No prefetching on 2g or when the visitor asked to save data. */
export function prefetchAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType ?? '').includes('2g')
}

/**
 * When a visitor points at or focuses an internal link, load that screen's code ahead of the click, so the
 * navigation only waits for its data.
 */
export function prefetchOnIntent(routes: RouteObject[]) {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  const warmed = new Set<string>()
  const warm = (event: Event) => {
    if (!prefetchAllowed(connection)) return
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]')
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return
    const path = link.pathname
    if (warmed.has(path)) return
    warmed.add(path)
    for (const { route } of matchRoutes(routes, path) ?? []) {
      const lazy = route.lazy
      if (typeof lazy === 'function') void prefetchWithoutReload(lazy).catch(() => warmed.delete(path))
    }
  }
  document.addEventListener('pointerover', warm, { passive: true })
  document.addEventListener('focusin', warm)
}
