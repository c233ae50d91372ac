// The browser tests' servers: one per Playwright worker, each the built site with its own sandbox data
// (LOCAL_STATE_DIR, emptied at start), so no test waits on or disturbs another's members, orders or rate limits.
// Worker n (Playwright's parallelIndex) talks to the server on E2E_PORT + n.

// Three on the 2-core machine: much of a journey is waiting on a server or a timer, so a third worker fills the
// gaps (245 tests in 6.9 min against 8.0 with two, 2026-11-26); four were slower and flaky.
export const E2E_WORKERS = Number(process.env.E2E_WORKERS || 3)
const E2E_BASE_PORT = Number(process.env.E2E_PORT || 8787)

export const e2eServerPort = (index: number) => E2E_BASE_PORT + index
export const e2eServerOrigin = (index: number) => `http://localhost:${e2eServerPort(index)}`
