import { env } from 'cloudflare:workers'

// The test harness refuses every outbound request (vitest.config.ts) and reports it as an error. A test that
// makes one on purpose announces it here first, so the report comes back to the test instead of the output.

const guard = () => (env as unknown as { OUTBOUND_GUARD: Fetcher }).OUTBOUND_GUARD

/** How often a request to `url` was refused since it was announced; forgets the announcement. */
async function takeReport(url: string): Promise<number> {
  const response = await guard().fetch(`http://guard/take?url=${encodeURIComponent(url)}`, { method: 'POST' })
  return ((await response.json()) as { refused: number }).refused
}

/** Runs `action`, which is expected to request `url` from the internet; returns how often that request was refused. */
export async function expectOutboundRefused(url: string, action: () => Promise<void>): Promise<number> {
  await guard().fetch(`http://guard/expect?url=${encodeURIComponent(url)}`, { method: 'POST' })
  try {
    await action()
  } catch (error) {
    // Taken even when the action fails, so no announcement is left behind for another test.
    await takeReport(url)
    throw error
  }
  return takeReport(url)
}
