import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { LocationSearchField } from '#shared/location-search-rules.ts'
import { CITY_PARAM, SEARCH_TEXT_PARAM, STREET_PARAM, ZIP_PARAM } from '#shared/location-search-params.ts'
import type { LocationSearch } from './use-location-search.ts'
import { TextField } from '../forms/field.tsx'
import '../../styles/controls.css'
import '../../styles/location-selector.css'
import { SiteLink } from '../layout/site-link.tsx'

/** Each field's name in the address a form sent before the scripts ran (shared/location-search-params.ts). */
const FIELD_NAMES: Record<LocationSearchField, string> = {
  query: SEARCH_TEXT_PARAM,
  street: STREET_PARAM,
  city: CITY_PARAM,
  zip: ZIP_PARAM,
}

/**
 * A location search form: its fields (by default the labelled "Address, city or zip code" field), a Search button,
 * Find Me when asked for, then the announced status line and any failure with home and contact links. With `action`
 * it is also a plain GET form: pressed before the scripts ran, the page at `action` answers the search itself.
 */
export function LocationSearchForm({
  search,
  label,
  className,
  fields,
  findMe = false,
  action,
}: {
  search: LocationSearch
  /** The form's accessible name (it is a search landmark). */
  label: string
  className?: string
  /** Fields in place of the text field (the delivery address). */
  fields?: ReactNode
  /** Offers Find Me (geolocation) beside Search. */
  findMe?: boolean
  /** The page that answers the search without scripts (/locations). */
  action?: string
}) {
  const { status, statusText, problem, locateProblem, submit } = search
  return (
    <>
      <form
        className={className}
        onSubmit={submit}
        noValidate
        role="search"
        aria-label={label}
        {...(action ? { action, method: 'get' } : {})}
      >
        {fields ?? (
          <LocationSearchInput
            search={search}
            field="query"
            label="Address, city or zip code"
            autoComplete="postal-code"
            enterKeyHint="search"
          />
        )}
        <div className="location-search__actions">
          <button type="submit" className="button" aria-disabled={status === 'searching' || undefined}>
            Search
          </button>
          {findMe ? (
            <button type="button" className="link-button" onClick={search.findMe}>
              Find Me
            </button>
          ) : null}
        </div>
        {locateProblem ? (
          <p className="field-error" role="alert">
            {locateProblem}
          </p>
        ) : null}
      </form>
      <div role="status" aria-live="polite" className="location-selector__status">
        {statusText}
      </div>
      {problem ? (
        <div className="notice notice--error" role="alert">
          <p>{problem}</p>
          <p>
            <SiteLink to="/">Home</SiteLink> · <SiteLink to="/contact-us">Contact us</SiteLink>
          </p>
        </div>
      ) : null}
    </>
  )
}

/** One labelled field of a location search, its error beneath it (announced by the field's description). */
export function LocationSearchInput({
  search,
  field,
  label,
  className,
  clean,
  ...attributes
}: {
  search: LocationSearch
  field: LocationSearchField
  label: string
  className?: string
  /** Rewrites what is typed before it is kept (the zip keeps digits only). */
  clean?: (value: string) => string
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'enterKeyHint' | 'inputMode' | 'maxLength'>) {
  const id = useId()
  return (
    <TextField
      id={id}
      label={label}
      fieldClass={className}
      error={search.errors[field] || undefined}
      // Search refused with focus already in the field (Enter in an empty box): the message is announced as it appears.
      liveError
      name={FIELD_NAMES[field]}
      ref={search.fieldRefs[field]}
      {...attributes}
      value={search.values[field]}
      onValueChange={(value) => search.setValue(field, clean ? clean(value) : value)}
    />
  )
}
