import { useId, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { locationPath } from '../../../shared/location-paths.ts'
import { loadApi } from '../../state/load-api.ts'
import { searchLocations, type LocationResult } from '../../state/location-actions.ts'
import { useClientStore } from '../../state/store-context.tsx'

const NEED_SEARCH_TEXT = 'Please enter an address, city or zip code.'

/** The search at the top of /locations: nearest restaurants for a zip, city or address, linking to their pages. */
export function LocationFinder() {
  const store = useClientStore()
  const navigate = useNavigate()
  const ids = useId()
  const fieldRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [status, setStatus] = useState<'idle' | 'searching' | 'done' | 'failed'>('idle')
  const [results, setResults] = useState<LocationResult[]>([])
  const [problem, setProblem] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
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
      setResults(outcome.locations)
      setStatus('done')
    } else if (outcome.messages.includes('Incorrect format.')) {
      setFieldError('Incorrect format.')
      setStatus('idle')
    } else {
      setProblem(outcome.status === 0 || outcome.status === 504 ? 'Connection Issue. Please try again.' : 'There was an error processing your request. This error has been logged')
      setStatus('failed')
    }
  }

  return (
    <section className="location-finder" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="visually-hidden">
        Search for a restaurant
      </h2>
      <form className="location-finder__form" onSubmit={onSubmit} noValidate role="search" aria-label="Search for a restaurant">
        <div className="field">
          <label htmlFor={`${ids}-query`}>Address, city or zip code</label>
          <input
            id={`${ids}-query`}
            ref={fieldRef}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="postal-code"
            enterKeyHint="search"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${ids}-query-error` : undefined}
          />
          {fieldError ? (
            <p id={`${ids}-query-error`} className="field-error">
              {fieldError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={status === 'searching'}>
          Search
        </button>
      </form>
      <div role="status" aria-live="polite" className="location-selector__status">
        {status === 'searching' ? 'Searching…' : status === 'done' ? `${results.length} ${results.length === 1 ? 'restaurant' : 'restaurants'} found` : ''}
      </div>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      {status === 'done' ? (
        results.length === 0 ? (
          <p>No nearby locations.</p>
        ) : (
          <ul className="location-finder__results">
            {results.map((location) => (
              <li key={location.id}>
                <Link to={locationPath(location)}>{`Perkins ${location.name}, ${location.address}`}</Link>{' '}
                {location.distance !== undefined ? <span className="location-directory__distance">{`${location.distance.toFixed(1)} mi`}</span> : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  )
}
