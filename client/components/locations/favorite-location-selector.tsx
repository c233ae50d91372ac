import { useId, useRef, useState, type FormEvent } from 'react'
import { useClientStore } from '../../state/store-context.tsx'
import { favoriteCandidates, setFavoriteLocation } from '../../state/favorite-location-actions.ts'
import { searchLocations, type LocationResult } from '../../state/location-actions.ts'
import { useApi } from '../../use-api.ts'
import { useModalDialog } from '../layout/use-modal-dialog.ts'

type Status = 'idle' | 'searching' | 'done' | 'failed'

/** Spec §2 favourite-location selector, for signed-in members: find a restaurant and make it the favourite. */
export function FavoriteLocationSelector({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useClientStore()
  const api = useApi()
  const ids = useId()
  const fieldRef = useRef<HTMLInputElement>(null)
  const dialogRef = useModalDialog(open, onClose, fieldRef)
  const [query, setQuery] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [results, setResults] = useState<LocationResult[]>([])
  const [problem, setProblem] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!query.trim()) {
      setFieldError('Please enter an address, city or zip code.')
      fieldRef.current?.focus()
      return
    }
    setFieldError(null)
    setProblem(null)
    setStatus('searching')
    const outcome = await searchLocations(api, { kind: 'text', address: query.trim() })
    if (!outcome.ok) {
      if (outcome.messages.includes('Incorrect format.')) {
        setFieldError('Incorrect format.')
        setStatus('idle')
      } else {
        setProblem(outcome.messages[0] ?? 'Connection Issue. Please try again.')
        setStatus('failed')
      }
      return
    }
    setResults(favoriteCandidates(outcome.locations))
    setStatus('done')
  }

  async function choose(location: LocationResult) {
    if (await setFavoriteLocation(api, store, location)) dialogRef.current?.close()
  }

  return (
    <dialog ref={dialogRef} className="location-selector" aria-labelledby={`${ids}-title`}>
      <div className="location-selector__header">
        <h2 id={`${ids}-title`}>Find your favorite location!</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => dialogRef.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <form className="location-search" onSubmit={onSubmit} noValidate role="search" aria-label="Find your favorite location">
        <div className="field">
          <label htmlFor={`${ids}-query`}>Address, city or zip code</label>
          <input
            id={`${ids}-query`}
            ref={fieldRef}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="postal-code"
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
        {status === 'searching' ? 'Searching' : ''}
      </div>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      {status === 'done' ? (
        results.length === 0 ? (
          <p>No locations found</p>
        ) : (
          <ul className="location-results__list" aria-label="Locations open today">
            {results.map((location) => (
              <li key={location.id} className="location-result">
                <div className="location-result__text">
                  <p className="location-result__name">{location.name}</p>
                  <p className="location-result__address">{`${location.address}, ${location.city}, ${location.state} ${location.zip}`}</p>
                </div>
                <button type="button" className="button" onClick={() => void choose(location)}>
                  {`Make ${location.name} my favorite`}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </dialog>
  )
}
