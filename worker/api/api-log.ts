import type { ApiCallId } from '#shared/api-calls.ts'

// One structured line per /api request. It names the call by its template, never the filled-in path,
// and never carries a header value or a body: no tokens, passwords, card or gift-card numbers can reach the logs.

export type ApiOutcome =
  'forwarded' | 'refused' | 'rate-limited' | 'bot-check-failed' | 'timeout' | 'upstream-unreachable' | 'upstream-error' | 'not-configured'

export interface ApiLogLine {
  event: 'api'
  level: 'info' | 'error'
  method: string
  call: ApiCallId | null
  path: string | null
  status: number
  ms: number
  outcome: ApiOutcome
  /** Why a request was refused or failed: a fixed word from this codebase, never input. */
  reason?: string
  upstreamStatus?: number
  /** How long the upstream took to answer, in milliseconds. */
  upstreamMs?: number
}

export type ApiLogger = (line: ApiLogLine) => void
