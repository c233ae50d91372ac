import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import type { OrderAddress } from '#shared/schemas/order.ts'
import { loadApi } from '../../state/load-api.ts'
import { searchLocations, type LocationQuery, type LocationResult } from '../../state/location-actions.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { GEOLOCATION_MESSAGE } from '#shared/error-messages.ts'
import { createLatestRequests } from './latest-request.ts'
import {
  checkLocationSearch,
  type LocationSearchErrors,
  type LocationSearchField,
  type LocationSearchMode,
  type LocationSearchValues,
} from '#shared/location-search-rules.ts'
import { searchResultState, type LocationSearchAnswer } from '../../location-search-answer.ts'

type SearchStatus = 'idle' | 'searching' | 'done' | 'failed'

/** What each screen says about its search, word for word. */
export interface LocationSearchTexts {
  /** Announced while a search (or Find Me) runs. */
  searching: string
  /** Announced when results arrive; nothing is announced without it. */
  found?: (count: number) => string
  /** Shown instead of the results when a search found none. */
  empty: string
}

export interface LocationSearchOptions {
  texts: LocationSearchTexts
  /** `text` (the default) searches by "address, city or zip"; `delivery` by street, city and zip. */
  mode?: LocationSearchMode
  /** Keeps only some of the locations found (the favourite search: open today, with a menu). */
  filter?: (locations: LocationResult[]) => LocationResult[]
  /** Shown as results before any search: the restaurants nearest the visitor, when the edge knows where that is. */
  initialResults?: readonly LocationResult[] | null
  /** The delivery fields start with this address (the one ordered to last). */
  initialAddress?: OrderAddress | null
  /** Hears a checked delivery address as its search starts (the selector keeps it for the order). */
  onDeliveryAddress?: (address: OrderAddress) => void
  /** Earlier results stay on screen while a newer search runs, instead of disappearing. */
  keepResultsWhileSearching?: boolean
  /** The server's answer to a search sent before the scripts ran (/locations?zip=…): the page starts from it. */
  answer?: LocationSearchAnswer | null
  /** Hears each search whose restaurants are shown (the /locations finder keeps it in the page's address). */
  onFound?: (query: LocationQuery) => void
}

interface SearchState {
  status: SearchStatus
  results: LocationResult[]
  /** What the results answer: the edge's nearby list, or the kind of search that found them. */
  resultsFor: 'nearby' | LocationQuery['kind'] | null
  problem: string | null
}

const keepAll = (locations: LocationResult[]) => locations

/**
 * One location search, for /locations, the favourite-location selector and the location selector: the typed fields
 * and their errors, the request, its loading, failure and empty states and what is announced about them. An invalid
 * search sends nothing and focuses the first field in error; an upstream zip complaint lands under the zip (or text)
 * field; a failure keeps what was typed; only the newest search (or Find Me) may land, an older one is cancelled.
 */
export function useLocationSearch({
  texts,
  mode = 'text',
  filter = keepAll,
  initialResults = null,
  initialAddress = null,
  onDeliveryAddress,
  keepResultsWhileSearching = false,
  answer = null,
  onFound,
}: LocationSearchOptions) {
  const store = useClientStore()
  const navigate = useNavigate()
  const fieldRefs: Record<LocationSearchField, { current: HTMLInputElement | null }> = {
    query: useRef<HTMLInputElement>(null),
    street: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    zip: useRef<HTMLInputElement>(null),
  }
  const [requests] = useState(createLatestRequests)
  const [values, setValues] = useState<LocationSearchValues>(
    () =>
      answer?.values ?? {
        query: '',
        street: initialAddress?.address ?? '',
        city: initialAddress?.city ?? '',
        zip: initialAddress?.zip ?? '',
      },
  )
  const [errors, setErrors] = useState<LocationSearchErrors>(() => (answer?.state.kind === 'field-errors' ? answer.state.errors : {}))
  const [locateProblem, setLocateProblem] = useState<string | null>(null)
  const [search, setSearch] = useState<SearchState>(() => {
    if (answer?.state.kind === 'found')
      return { status: 'done', results: filter(answer.state.results), resultsFor: answer.resultsFor, problem: null }
    if (answer?.state.kind === 'failed') return { status: 'failed', results: [], resultsFor: null, problem: answer.state.problem }
    return initialResults?.length
      ? { status: 'done', results: [...initialResults], resultsFor: 'nearby', problem: null }
      : { status: 'idle', results: [], resultsFor: null, problem: null }
  })

  // The edge's nearby list may arrive after the search is on screen: it fills a search nobody has touched yet, and
  // never replaces what the visitor searched for.
  useEffect(() => {
    if (!initialResults?.length) return
    setSearch((previous) =>
      previous.status === 'idle' && previous.resultsFor === null && previous.results.length === 0
        ? { status: 'done', results: [...initialResults], resultsFor: 'nearby', problem: null }
        : previous,
    )
  }, [initialResults])

  // A search still running when the screen goes away is cancelled, never answered into nothing.
  useEffect(() => () => requests.cancel(), [requests])

  const setValue = (field: LocationSearchField, value: string) => setValues((previous) => ({ ...previous, [field]: value }))

  async function run(query: LocationQuery, signal: AbortSignal) {
    setSearch((previous) => ({ ...previous, status: 'searching', problem: null }))
    const api = await loadApi(store, (to) => void navigate(to), { signal })
    if (signal.aborted) return
    const outcome = await searchLocations(api, query)
    // A newer search, or a change of question, came first: this answer is stale.
    if (signal.aborted) return
    const state = searchResultState(query, outcome)
    if (state.kind === 'found') {
      setSearch({ status: 'done', results: filter(state.results), resultsFor: query.kind, problem: null })
      onFound?.(query)
    } else if (state.kind === 'field-errors') {
      setErrors(state.errors)
      setSearch((previous) => ({ ...previous, status: 'idle' }))
    } else {
      setSearch((previous) => ({ ...previous, status: 'failed', problem: state.problem }))
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setLocateProblem(null)
    const checked = checkLocationSearch(mode, values)
    if (!checked.ok) {
      setErrors(checked.errors)
      // An earlier search's answer ("No nearby locations.") under a field now asking for input reads as the answer to
      // it: it goes. The nearby restaurants offered before any search stay.
      requests.cancel()
      setSearch((previous) =>
        previous.resultsFor === 'nearby'
          ? { ...previous, status: 'done', problem: null }
          : { status: 'idle', results: [], resultsFor: null, problem: null },
      )
      fieldRefs[checked.firstInvalid].current?.focus()
      return
    }
    setErrors({})
    if (checked.address) onDeliveryAddress?.(checked.address)
    void run(checked.query, requests.start())
  }

  /** Find Me: the nearest restaurants to where the browser says the visitor is. */
  function findMe() {
    setLocateProblem(null)
    if (!('geolocation' in navigator)) {
      setLocateProblem(GEOLOCATION_MESSAGE)
      return
    }
    const signal = requests.start()
    setSearch((previous) => ({ ...previous, status: 'searching', problem: null }))
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!signal.aborted) void run({ kind: 'point', lat: position.coords.latitude, lng: position.coords.longitude }, signal)
      },
      () => {
        if (signal.aborted) return
        setLocateProblem(GEOLOCATION_MESSAGE)
        setSearch((previous) => ({ ...previous, status: previous.results.length ? 'done' : 'idle' }))
      },
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  /** Forgets errors and results, and cancels a running search: the question changed (pickup became delivery). */
  function reset() {
    requests.cancel()
    setErrors({})
    setLocateProblem(null)
    setSearch({ status: 'idle', results: [], resultsFor: null, problem: null })
  }

  const { status, results } = search
  const statusText = status === 'searching' ? texts.searching : status === 'done' && texts.found ? texts.found(results.length) : ''
  const showResults = status === 'done' || (keepResultsWhileSearching && status === 'searching' && results.length > 0)

  return {
    texts,
    values,
    setValue,
    errors,
    fieldRefs,
    /** The field a dialog focuses when it opens. */
    firstFieldRef: mode === 'delivery' ? fieldRefs.street : fieldRefs.query,
    status,
    results,
    resultsFor: search.resultsFor,
    showResults,
    statusText,
    problem: search.problem,
    locateProblem,
    submit,
    findMe,
    reset,
  }
}

export type LocationSearch = ReturnType<typeof useLocationSearch>
