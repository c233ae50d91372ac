import { useSnapshot } from 'valtio'
import { locationPath } from '#shared/location-paths.ts'
import type { Location } from '#shared/schemas/location.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { FavoriteLocationButton } from './favorite-location-button.tsx'
import { SiteLink } from '../layout/site-link.tsx'

/** Signed-in members see their favourite restaurant here and can change it. */
export function FavoriteLocationPanel({ locations }: { locations: readonly Location[] }) {
  const snap = useSnapshot(useClientStore())
  if (!snap.userToken || !snap.activeUser) return null
  const favoriteId = snap.activeUser.favelocations[0]?.id
  const favorite = favoriteId === undefined ? undefined : locations.find((location) => location.id === favoriteId)

  return (
    <section className="favorite-location" aria-labelledby="favorite-location-heading">
      <h2 id="favorite-location-heading">My favorite location</h2>
      {favorite ? (
        <p>
          <SiteLink to={locationPath(favorite)}>{`Perkins ${favorite.name}, ${favorite.address}`}</SiteLink>
        </p>
      ) : (
        <p>You have not chosen a favorite location yet.</p>
      )}
      <FavoriteLocationButton hasFavorite={favorite !== undefined} />
    </section>
  )
}
