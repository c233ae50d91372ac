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

/**
 * From each document's start, every layout shift CLS counts, less those whose moved elements are all in the header,
 * as "value: the moved elements' classes". The header is let off where its items' widths change for reasons the
 * test is not about (see each caller).
 */
export const recordShiftsBelowHeader = (page: Page) =>
  page.addInitScript(() => {
    const target = window as unknown as { shiftsBelowHeader: string[] }
    target.shiftsBelowHeader = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node }[]
      })[]) {
        const below = entry.sources.filter(({ node }) => !(node instanceof Element && node.closest('header')))
        if (entry.hadRecentInput || below.length === 0) continue
        const names = below.map(({ node }) => (node instanceof Element ? node.className || node.tagName : '#text'))
        target.shiftsBelowHeader.push(`${entry.value.toFixed(4)}: ${names.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })

/** The shifts `recordShiftsBelowHeader` has seen in the current document. */
export const shiftsBelowHeader = (page: Page) =>
  page.evaluate(() => (window as unknown as { shiftsBelowHeader: string[] }).shiftsBelowHeader)
