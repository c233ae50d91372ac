/**
 * Only the newest of a screen's requests may land: starting one aborts the one before (its fetch is cancelled and
 * its answer ignored), and `cancel` aborts whatever runs (the screen closed, or the question changed).
 *
 *   const signal = requests.start()
 *   const answer = await ask(signal)
 *   if (signal.aborted) return // a newer request, or a cancel, came first
 */
export interface LatestRequests {
  start(): AbortSignal
  cancel(): void
}

export function createLatestRequests(): LatestRequests {
  let current: AbortController | null = null
  return {
    start() {
      current?.abort()
      current = new AbortController()
      return current.signal
    },
    cancel() {
      current?.abort()
      current = null
    },
  }
}
