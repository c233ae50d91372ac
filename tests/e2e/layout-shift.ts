import type { Page } from '@playwright/test'

/** Starts adding up the page's layout shifts from now on (shifts without recent input, as CLS counts them). */
export const watchLayoutShift = (page: Page) =>
  page.evaluate(() => {
    const target = window as unknown as { shiftSinceWatch: number }
    target.shiftSinceWatch = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) target.shiftSinceWatch += entry.value
    }).observe({ type: 'layout-shift' })
  })

/** The layout shift added up since `watchLayoutShift`. */
export const layoutShiftSinceWatch = (page: Page) => page.evaluate(() => (window as unknown as { shiftSinceWatch: number }).shiftSinceWatch)
