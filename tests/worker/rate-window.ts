/**
 * The edge's rate limiters count in fixed windows of the wall clock: a limit of ten a minute counts from each whole
 * minute, in Miniflare as at Cloudflare. A burst of requests that crosses a minute's end starts counting again
 * halfway, and requests past the limit may be let through however right the code, so a test that expects the
 * eleventh request refused would fail on the wrong second. Such a test starts its burst here: at once when the
 * minute has room enough left, else at the start of the next one.
 */
const WINDOW_MS = 60_000
// A test's setup and burst (a new member, then a dozen sign-ups) take about 4 s alone and up to 15 s beside the
// browser tests.
const ROOM_MS = 30_000

export async function startOfBurstInOneRateWindow(): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS)
  if (left < ROOM_MS) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
