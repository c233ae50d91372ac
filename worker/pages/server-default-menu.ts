import { createApi } from '#client/api.ts'
import type { DefaultMenuSource } from '#client/state/browsing-menu.ts'
import { createClientStore } from '#client/state/store.ts'
import { DEFAULT_MENU_ID } from '#shared/constants.ts'
import { menuSchema, type Menu } from '#shared/schemas/menu.ts'
import { withDeadline } from '../api/with-deadline.ts'
import type { ProxyCall } from './server-location-search.ts'

/**
 * How long a page waits for the default menu before it renders without it, as before (the browser then loads it
 * after hydration). The page's own reads (content, flags) take about as long, so a healthy upstream adds little or
 * nothing to the first byte; a slow one costs a visitor at most this much.
 */
export const DEFAULT_MENU_DEADLINE_MS = 400

/** Only for building absolute URLs: the request never leaves the Worker, so its host is never resolved. */
const IN_PROCESS_ORIGIN = 'https://site.internal'

export interface ServerDefaultMenu {
  read: DefaultMenuSource
  /** True once a read came back empty-handed (a failure, a refusal, a late or malformed answer). */
  missed: () => boolean
}

/**
 * The chain's default menu for a page the server renders: the browser's own API client sending `menus/<id>` through
 * the same proxy the browser reaches (worker/api/api-proxy.ts), so the page shows exactly the answer the browser
 * would get, super-categories attached. Read at most once per page; any failure, a late answer or one that is not
 * a menu is null (never a thrown error), and `missed` tells the edge cache not to keep that page.
 */
export function serverDefaultMenu(proxy: ProxyCall, environment: string, deadlineMs = DEFAULT_MENU_DEADLINE_MS): ServerDefaultMenu {
  let reading: Promise<Menu | null> | null = null
  let missed = false
  const readOnce = async (): Promise<Menu | null> => {
    const api = createApi({
      fetch: (url, init) => proxy(new Request(new URL(url, IN_PROCESS_ORIGIN), init)),
      store: createClientStore({ environment }),
      navigate: () => {},
    })
    try {
      const answer = await withDeadline(deadlineMs, () => api.menusGet({ id: DEFAULT_MENU_ID }, { suppressErrors: true }))
      // The proxy passes the upstream's menu on as it is; a page must not trust its shape to render.
      const menu = answer.ok ? menuSchema.safeParse(answer.data) : null
      if (menu?.success) return menu.data
    } catch {
      // A late or failed read: the page renders without the menu, as it did before the server read it.
    }
    missed = true
    return null
  }
  return { read: () => (reading ??= readOnce()), missed: () => missed }
}
