import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { loadApi } from '../../state/load-api.ts'
import { searchLocations, type LocationResult } from '../../state/location-actions.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { CONNECTION_MESSAGE, INCORRECT_FORMAT, TROUBLE_MESSAGE } from '#shared/error-messages.ts'

// The search needs text but gives no words; these are ours (README Decisions). 'Incorrect format.' is INCORRECT_FORMAT (shared/error-messages.ts).
export const NEED_SEARCH_TEXT = 'Please enter an address, city or zip code.'

type SearchStatus = 'idle' | 'searching' | 'done' | 'failed'

/**
 * One "address, city or zip" search: the typed text, its field error, the results and any failure. An empty search
 * sends nothing; an upstream zip complaint lands under the field; a failure keeps what was typed.
 */
export function useTextLocationSearch(filter: (locations: LocationResult[]) => LocationResult[] = (locations) => locations) {
  const store = useClientStore()
  const navigate = useNavigate()
  const fieldRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [status, setStatus] = useState<SearchStatus>('idle')
  const [results, setResults] = useState<LocationResult[]>([])
  const [problem, setProblem] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!query.trim()) {
      setFieldError(NEED_SEARCH_TEXT)
      fieldRef.current?.focus()
      return
    }
    setFieldError(null)
    setProblem(null)
    setStatus('searching')
    const api = await loadApi(store, (to) => void navigate(to))
    const outcome = await searchLocations(api, { kind: 'text', address: query.trim() })
    if (outcome.ok) {
      setResults(filter(outcome.locations))
      setStatus('done')
    } else if (outcome.messages.includes(INCORRECT_FORMAT)) {
      setFieldError(INCORRECT_FORMAT)
      setStatus('idle')
    } else {
      setProblem(outcome.status === 0 || outcome.status === 504 ? CONNECTION_MESSAGE : TROUBLE_MESSAGE)
      setStatus('failed')
    }
  }

  return { fieldRef, query, setQuery, fieldError, status, results, problem, submit }
}

export type TextLocationSearch = ReturnType<typeof useTextLocationSearch>
