import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, ElementContext, RunOptions } from 'axe-core'

// axe-core run straight in the page: injected once per document, then `axe.run`. @axe-core/playwright's builder
// opens a blank page for every check to assemble its results, which cost 2–6 s a check here against about 0.3 s
// this way; the rules and their results are axe's own either way. Frames are left out (the partner forms are not
// ours, and the sweep stubs them).

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeCheck {
  /** CSS selector of the part to check (a dialog); the whole document when absent. */
  include?: string
  /** Only the rules with these tags (e.g. wcag2aa); every rule when absent. */
  tags?: readonly string[]
}

export async function axeViolations(page: Page, { include, tags }: AxeCheck = {}): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const context: ElementContext = { ...(include ? { include: [include] } : {}), exclude: ['iframe'] }
  const options: RunOptions = { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: [...tags] } } : {}) }
  // axe's results are plain data; typed by hand, because Playwright's serialisable type of AxeResults recurses too deep.
  const violations: unknown = await page.evaluate(
    async ({ context, options }) =>
      (
        await (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown }> } }).axe.run(
          context,
          options,
        )
      ).violations,
    { context: context as unknown, options: options as unknown },
  )
  return violations as AxeResults['violations']
}

/** The serious and critical violations, one line each: what a test asserts is empty. */
export async function seriousViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  return (await axeViolations(page, check))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)
}
