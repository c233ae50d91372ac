import { isOpenToday } from '#shared/location-hours.ts'
import type { Location } from '#shared/schemas/location.ts'
import type { Api } from '../api.ts'
import type { ClientStore } from './store.ts'

/** The favourite search shows only locations open today that have a menu. */
export function favoriteCandidates<T extends Pick<Location, 'menu_id' | 'hours' | 'timezone'>>(
  locations: readonly T[],
  now = new Date(),
): T[] {
  return locations.filter((location) => location.menu_id !== null && isOpenToday(location, now))
}

/**
 * Changing the favourite location deletes every existing favourite, then sets the new one.
 * Returns false when a call failed (its message is already in the visible error list).
 */
export async function setFavoriteLocation(api: Api, store: ClientStore, location: Pick<Location, 'id'>): Promise<boolean> {
  const user = store.activeUser
  if (!user) return false
  store.loading = true
  try {
    for (const favorite of [...user.favelocations]) {
      const removed = await api.membersFavesLocationsRemove({ id: favorite.id })
      if (!removed.ok) return false
      user.favelocations = removed.data.favelocations
    }
    const added = await api.membersFavesLocationsAdd({ id: location.id })
    if (!added.ok) return false
    user.favelocations = added.data.favelocations
    return true
  } finally {
    store.loading = false
  }
}
