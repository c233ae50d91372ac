import { expect, test } from './fixtures.ts'

// The served entry starts with V8's compile hint, which Chromium reads only on a file's first line
// (scripts/eager-compile-plugin.ts, docs/decisions/137-eager-compiled-entry.md); the lazy chunks go without it.

const HINT = '//# allFunctionsCalledOnLoad\n'

test('the entry a page starts is marked for eager compilation, and only the entry', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1]
  const preloads = (/data-preloads="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean)
  expect(entry).toBeTruthy()
  expect(preloads.length).toBeGreaterThan(0)
  expect((await (await request.get(entry ?? '')).text()).startsWith(HINT)).toBe(true)
  for (const chunk of preloads) expect((await (await request.get(chunk)).text()).startsWith('//# allFunctionsCalledOnLoad')).toBe(false)
})
