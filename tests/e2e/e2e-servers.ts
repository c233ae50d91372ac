// The browser tests' servers: one per Playwright worker, each the built site with its own sandbox data
// (LOCAL_STATE_DIR, emptied at start), so no test waits on or disturbs another's members, orders or rate limits.
// Worker n (Playwright's parallelIndex) talks to the server on E2E_PORT + n.

// Two on the 2-core machine. Three ran the suite in 6.4 instead of 8 minutes, but at load 10 pages that now start
// their scripts after the load event hydrated late enough for two of 245 tests to act first (2026-11-26); four were
// slower and flaky.
export const E2E_WORKERS = Number(process.env.E2E_WORKERS || 2)
const E2E_BASE_PORT = Number(process.env.E2E_PORT || 8787)

export const e2eServerPort = (index: number) => E2E_BASE_PORT + index
export const e2eServerOrigin = (index: number) => `http://localhost:${e2eServerPort(index)}`
