import type { Page } from '@playwright/test'

// The browser's calls to the site's /api, told apart by their `path` header (the upstream call they stand for):
// answered in the upstream's place, or counted.

/** Answers the page's `path` calls as the upstream would, with `status` (200 unless given) and `json`; the rest go on. */
export async function answerApiCall(page: Page, path: string, answer: { status?: number; json: unknown }) {
  await page.route('**/api*', (route) => (route.request().headers()['path'] === path ? route.fulfill(answer) : route.fallback()))
}

/** How many `path` calls the page has sent so far, counted from now; one that is refused still counts. */
export function countApiCalls(page: Page, path: string): () => number {
  let calls = 0
  page.on('request', (request) => {
    if (request.headers()['path'] === path) calls++
  })
  return () => calls
}
