import type { Page } from '@playwright/test'

/**
 * Holds every script of the pages `page` opens until the returned function is called: the seconds a slow phone
 * shows a page before its scripts run, in which a visitor types, chooses and presses.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.(js|mjs)(\?.*)?$/, async (route) => {
    await held
    await route.fallback()
  })
  return release
}
