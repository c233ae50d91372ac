import { test as base, expect } from '@playwright/test'

/**
 * Every page a test opens fails the test on a console error or an uncaught exception, the way a visitor's
 * broken page would. A test that expects one says so with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      // Menu photos are drawn separately; a missing one shows the menu's fallback box, so its 404 is not a fault.
      if (text.startsWith('Failed to load resource') && message.location().url.includes('/images/menu/')) return
      if (allowConsoleErrors.some((pattern) => pattern.test(text))) return
      problems.push(`console.error: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    await use(page)
    expect(problems, 'the page logged errors').toEqual([])
  },
})

export { expect }
