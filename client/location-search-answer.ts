import { createContext } from 'react-router'
import { CONNECTION_MESSAGE, INCORRECT_FORMAT, TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import {
  checkLocationSearch,
  type LocationQuery,
  type LocationSearchErrors,
  type LocationSearchMode,
  type LocationSearchValues,
} from '#shared/location-search-rules.ts'
import type { LocationSearchRequest } from '#shared/location-search-params.ts'
import type { LocationResult, SearchOutcome } from './state/location-actions.ts'

/** Runs one location search through the API proxy: the browser's fetch, or the Worker calling its own proxy. */
export type LocationSearcher = (query: LocationQuery) => Promise<SearchOutcome>

/**
 * The browser's searcher, loaded with the first search a loader runs, so no page's start-up carries it. The Worker
 * always provides its own (worker/pages/server-location-search.ts).
 */
async function searchFromTheBrowser(query: LocationQuery): Promise<SearchOutcome> {
  const { browserLocationSearch } = await import('./browser-location-search.ts')
  return browserLocationSearch(query)
}

export const locationSearchContext = createContext<LocationSearcher>(searchFromTheBrowser)

/** What a finished search shows: the restaurants found, an error under a field, or a failure with help links. */
export type SearchResultState =
  | { kind: 'found'; results: LocationResult[] }
  | { kind: 'field-errors'; errors: LocationSearchErrors }
  | { kind: 'failed'; problem: string }

/**
 * One outcome read the same way wherever the search ran: the upstream's zip complaint belongs under the field that
 * holds the zip; a lost connection or a timeout says so; anything else is the trouble message.
 */
export function searchResultState(query: LocationQuery, outcome: SearchOutcome): SearchResultState {
  if (outcome.ok) return { kind: 'found', results: outcome.locations }
  if (outcome.messages.includes(INCORRECT_FORMAT)) {
    return { kind: 'field-errors', errors: query.kind === 'delivery' ? { zip: INCORRECT_FORMAT } : { query: INCORRECT_FORMAT } }
  }
  return { kind: 'failed', problem: outcome.status === 0 || outcome.status === 504 ? CONNECTION_MESSAGE : TROUBLE_MESSAGE }
}

/** The server's answer to a search sent as a page address (/locations?zip=…), for the page and its hydration. */
export interface LocationSearchAnswer {
  mode: LocationSearchMode
  /** What was sent, shown again in the fields. */
  values: LocationSearchValues
  state: SearchResultState
  /** What the results answer, when there are results. */
  resultsFor: LocationQuery['kind'] | null
}

/** Checks a search with the browser's rules, then runs it with the same query the browser would send. */
export async function answerLocationSearch(
  searcher: LocationSearcher,
  { mode, values }: LocationSearchRequest,
): Promise<LocationSearchAnswer> {
  const checked = checkLocationSearch(mode, values)
  if (!checked.ok) return { mode, values, state: { kind: 'field-errors', errors: checked.errors }, resultsFor: null }
  const state = searchResultState(checked.query, await searcher(checked.query))
  return { mode, values, state, resultsFor: state.kind === 'found' ? checked.query.kind : null }
}
