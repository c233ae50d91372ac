import { useEffect, useSyncExternalStore } from 'react'
import { NEARBY_PATH, type NearbyLocations } from '#shared/nearby-locations.ts'

// The restaurants near the visitor, asked of the Worker once per page load after hydration: the page's HTML never
// carries them, so it is the same for everyone and comes from the edge cache. Failing is quiet: the visitor still
// has the search.

export type NearbyState = { status: 'loading' } | { status: 'done'; nearby: NearbyLocations } | { status: 'failed' }

const SERVER_STATE: NearbyState = { status: 'loading' }
let state: NearbyState = SERVER_STATE
let started = false
const listeners = new Set<() => void>()

function settle(next: NearbyState) {
  state = next
  for (const listener of listeners) listener()
}

function isNearbyLocations(value: unknown): value is NearbyLocations {
  const candidate = value as Partial<NearbyLocations> | null
  return typeof candidate?.located === 'boolean' && Array.isArray(candidate.locations)
}

/** Starts the one request of this page load (later calls do nothing). */
export function loadNearbyLocations(): void {
  if (started) return
  started = true
  fetch(NEARBY_PATH, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null
      settle(isNearbyLocations(body) ? { status: 'done', nearby: body } : { status: 'failed' })
    })
    .catch(() => settle({ status: 'failed' }))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * The nearby answer, asked for after hydration once `wanted`. The server renders (and hydration first sees)
 * `loading`, so the first client render matches the cached HTML.
 */
export function useNearbyLocations(wanted = true): NearbyState {
  useEffect(() => {
    if (wanted) loadNearbyLocations()
  }, [wanted])
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  )
}
