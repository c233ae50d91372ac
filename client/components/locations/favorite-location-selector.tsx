import { useId } from 'react'
import { useClientStore } from '../../state/store-context.tsx'
import { favoriteCandidates, setFavoriteLocation } from '../../state/favorite-location-actions.ts'
import type { LocationResult } from '../../state/location-actions.ts'
import { useApi } from '../../use-api.ts'
import { useModalDialog } from '../layout/use-modal-dialog.ts'
import { LocationSearchForm } from './location-search-form.tsx'
import { LocationSearchResults } from './location-search-results.tsx'
import { useLocationSearch, type LocationSearchTexts } from './use-location-search.ts'
import '../../styles/controls.css'
import '../../styles/location-selector.css'

// The count found tells a screen reader that the results arrived.
const TEXTS: LocationSearchTexts = {
  searching: 'Searching',
  empty: 'No locations found',
  found: (count) => (count === 0 ? 'No locations found' : `${count} ${count === 1 ? 'location' : 'locations'} found`),
}

/** Favourite-location selector, for signed-in members: find a restaurant and make it the favourite. */
export function FavoriteLocationSelector({
  open,
  onClose,
  onChosen,
}: {
  open: boolean
  onClose: () => void
  /** Called once the dialog has closed on a new favourite. */
  onChosen: (location: LocationResult) => void
}) {
  const store = useClientStore()
  const api = useApi()
  const ids = useId()
  // Only locations open today that have a menu.
  const search = useLocationSearch({ texts: TEXTS, filter: favoriteCandidates })
  const dialogRef = useModalDialog(open, onClose, search.firstFieldRef)

  async function choose(location: LocationResult) {
    if (!(await setFavoriteLocation(api, store, location))) return
    dialogRef.current?.close()
    onChosen(location)
  }

  return (
    <dialog ref={dialogRef} className="location-selector" aria-labelledby={`${ids}-title`}>
      <div className="location-selector__header">
        <h2 id={`${ids}-title`}>Find your favorite location!</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => dialogRef.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <LocationSearchForm search={search} label="Find your favorite location" className="location-search" />
      <LocationSearchResults search={search} className="location-results__list" label="Locations open today">
        {(location) => (
          <li key={location.id} className="location-result">
            <div className="location-result__text">
              <p className="location-result__name">{location.name}</p>
              <p id={`${ids}-address-${location.id}`} className="location-result__address">
                {`${location.address}, ${location.city}, ${location.state} ${location.zip}`}
              </p>
            </div>
            {/* Two restaurants can share a name (two in Rochester): the address tells their buttons apart. */}
            <button
              type="button"
              className="button"
              aria-describedby={`${ids}-address-${location.id}`}
              onClick={() => void choose(location)}
            >
              {`Make ${location.name} my favorite`}
            </button>
          </li>
        )}
      </LocationSearchResults>
    </dialog>
  )
}
