import { useId } from 'react'
import type { TextLocationSearch } from './use-text-location-search.ts'
import '../../styles/controls.css'
import '../../styles/location-selector.css'

/** The labelled "Address, city or zip code" field with its error beneath it, a Search button and a status line. */
export function TextLocationSearchForm({
  search,
  label,
  className,
  statusText,
}: {
  search: TextLocationSearch
  label: string
  className?: string
  statusText: string
}) {
  const id = useId()
  const { fieldRef, query, setQuery, fieldError, status, problem, submit } = search
  return (
    <>
      <form className={className} onSubmit={(event) => void submit(event)} noValidate role="search" aria-label={label}>
        <div className="field">
          <label htmlFor={`${id}-query`}>Address, city or zip code</label>
          <input
            id={`${id}-query`}
            ref={fieldRef}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="postal-code"
            enterKeyHint="search"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-query-error` : undefined}
          />
          {fieldError ? (
            <p id={`${id}-query-error`} className="field-error">
              {fieldError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={status === 'searching'}>
          Search
        </button>
      </form>
      <div role="status" aria-live="polite" className="location-selector__status">
        {statusText}
      </div>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  )
}
