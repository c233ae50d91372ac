import { createContext } from 'react-router'
import type { Menu } from '#shared/schemas/menu.ts'

/**
 * Reads the chain's default menu for a loader, or null when it cannot be had in time: the screen then shows what it
 * showed before (the menu arrives after hydration). It never throws.
 */
export type DefaultMenuSource = () => Promise<Menu | null>

/**
 * In the browser a client navigation takes the store's default menu, loaded after hydration as before
 * (client/state/browsing-menu.ts), instead of holding the navigation for a 95 KB answer: the loader answers null at
 * once. The Worker sets its own (worker/pages/server-default-menu.ts), so the first HTML carries the menu.
 */
const noDefaultMenuInTheBrowser: DefaultMenuSource = () => Promise.resolve(null)

export const defaultMenuContext = createContext<DefaultMenuSource>(noDefaultMenuInTheBrowser)
