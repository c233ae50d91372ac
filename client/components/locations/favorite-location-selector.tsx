import { useId } from 'react'
import { useClientStore } from '../../state/store-context.tsx'
import { favoriteCandidates, setFavoriteLocation } from '../../state/favorite-location-actions.ts'
import type { LocationResult } from '../../state/location-actions.ts'
import { useApi } from '../../use-api.ts'
import { useModalDialog } from '../layout/use-modal-dialog.ts'
import { TextLocationSearchForm } from './text-location-search-form.tsx'
import { useTextLocationSearch } from './use-text-location-search.ts'
import '../../styles/controls.css'
import '../../styles/location-selector.css'

/** Favourite-location selector, for signed-in members: find a restaurant and make it the favourite. */
export function FavoriteLocationSelector({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useClientStore()
  const api = useApi()
  const ids = useId()
  // Only locations open today that have a menu.
  const search = useTextLocationSearch((locations) => favoriteCandidates(locations))
  const dialogRef = useModalDialog(open, onClose, search.fieldRef)
  const { status, results } = search

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
      <TextLocationSearchForm
        search={search}
        label="Find your favorite location"
        className="location-search"
        statusText={status === 'searching' ? 'Searching' : ''}
      />
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
