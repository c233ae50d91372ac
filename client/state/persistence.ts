import { snapshot, subscribe } from 'valtio'
import { STORAGE_TTL_MS } from '#shared/constants.ts'
import type { Menu } from '#shared/schemas/menu.ts'
import type { UserToken } from '#shared/schemas/member.ts'
import { keptMenu, type ClientStore } from './store.ts'
import { currentPage, endSessionUnasked } from './session-ended.ts'

// Browser persistence of the client state: one entry per key, each with its own lifetime.
// Entries are { value, savedAt }; an expired location or order is dropped on read, an expired menu is kept
// (restored menus ignore expiry) but flagged so the location can be refreshed.

const PREFIX = 'perkins:'
export const PERSISTED_KEYS = ['location', 'menu', 'order', 'user', 'token', 'redirect', 'guest'] as const
export type PersistedKey = (typeof PERSISTED_KEYS)[number]

/**
 * When the member's session is over on this device: the access token's own expiry (NaN when it does not say; such a
 * token lasts until an API call answers that it has expired). Past it the member is signed out here, on restore and
 * while the page stays open, so the next person at a shared computer sees nothing of them, not even on pages that
 * never call the API and so never hear "Token Expired".
 */
export const accessTokenExpiry = (token: unknown): number => Date.parse((token as UserToken | null)?.access?.expires ?? '')

// The guest-checkout choice belongs with the order it was made for, so it lives as long as an order.
const TTL_MS: Partial<Record<PersistedKey, number>> = { ...STORAGE_TTL_MS, guest: STORAGE_TTL_MS.order }

interface Entry {
  value: unknown
  savedAt: number
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function storageKey(key: PersistedKey): string {
  return PREFIX + key
}

export function readEntry(
  storage: KeyValueStorage,
  key: PersistedKey,
  now: number,
): { value: unknown; expired: boolean; savedAt: number } | null {
  const raw = storage.getItem(storageKey(key))
  if (raw === null) return null
  let entry: Entry
  try {
    entry = JSON.parse(raw) as Entry
  } catch {
    storage.removeItem(storageKey(key))
    return null
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.savedAt !== 'number' || !('value' in entry)) {
    storage.removeItem(storageKey(key))
    return null
  }
  const ttl = TTL_MS[key]
  const expired =
    key === 'token'
      ? // The token's own expiry, not a storage lifetime: a session that is over must not outlive it on this device.
        accessTokenExpiry(entry.value) <= now
      : ttl !== undefined && now - entry.savedAt > ttl
  return { value: entry.value, expired, savedAt: entry.savedAt }
}

export function writeEntry(storage: KeyValueStorage, key: PersistedKey, value: unknown, now: number): void {
  if (value === null || value === undefined) {
    storage.removeItem(storageKey(key))
    return
  }
  try {
    storage.setItem(storageKey(key), JSON.stringify({ value, savedAt: now } satisfies Entry))
  } catch {
    // Storage full or blocked (private mode): the session still works, it just won't survive a reload.
  }
}

/** What lives and dies with the basket. */
const BASKET_KEYS = ['order', 'guest'] as const satisfies readonly PersistedKey[]

type StoreField = 'location' | 'activeMenu' | 'activeOrder' | 'activeUser' | 'userToken' | 'redirect' | 'checkoutAsGuest'
const FIELD_OF: Record<PersistedKey, StoreField> = {
  location: 'location',
  menu: 'activeMenu',
  order: 'activeOrder',
  user: 'activeUser',
  token: 'userToken',
  redirect: 'redirect',
  guest: 'checkoutAsGuest',
}

/** A stored value back into its store field; a menu is kept as it came (keptMenu). */
function putBack(store: ClientStore, key: PersistedKey, value: unknown): void {
  // The stored value was written by this module from the same field; its shape is the field's type.
  const field = key === 'menu' && typeof value === 'object' && value !== null ? keptMenu(value as Menu) : value
  ;(store as unknown as Record<StoreField, unknown>)[FIELD_OF[key]] = field
}

/** Copies the persisted entries into the store, dropping expired ones. */
export function restoreState(store: ClientStore, storage: KeyValueStorage, now = Date.now()): void {
  // An expired member session takes its profile and its basket with it, before anything renders them (as an
  // expired-token answer does).
  if (readEntry(storage, 'token', now)?.expired) for (const key of ['token', 'user', 'order'] as const) storage.removeItem(storageKey(key))
  // A basket belongs to its restaurant: one whose restaurant has expired goes with it (stored before a basket change
  // kept its restaurant's day running), or the cart would list dishes that no restaurant can take.
  if (readEntry(storage, 'location', now)?.expired) for (const key of BASKET_KEYS) storage.removeItem(storageKey(key))
  for (const key of PERSISTED_KEYS) {
    const entry = readEntry(storage, key, now)
    if (!entry) continue
    if (entry.expired && key !== 'menu') {
      storage.removeItem(storageKey(key))
      continue
    }
    if (key === 'menu') store.activeMenuExpired = entry.expired
    putBack(store, key, entry.value)
  }
  // A user without a token is a signed-out user (clearing the token also clears the stored user).
  if (!store.userToken && store.activeUser) {
    store.activeUser = null
    storage.removeItem(storageKey('user'))
  }
}

/**
 * Writes store changes back to storage and follows other tabs' writes. Returns a function that stops both.
 * Each key is written only when its own field changed, so a menu's saved time is the time it was loaded.
 */
export function persistState(
  store: ClientStore,
  storage: KeyValueStorage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): () => void {
  // Snapshots share structure, so a field's snapshot changes identity exactly when something inside it changed.
  const fieldSnapshot = (key: PersistedKey) => snapshot(store)[FIELD_OF[key]]
  const last = new Map<PersistedKey, unknown>(PERSISTED_KEYS.map((key) => [key, fieldSnapshot(key)]))

  // The moment the access token expires the member is signed out. Found so on restore, quietly (token, profile and
  // basket); while a page is open, as the upstream's refusal of it would (session-ended.ts): told why, taken to sign
  // in, and brought back to the page with their basket once signed in again.
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  const watchExpiry = (whileOpen: boolean) => {
    clearTimeout(expiryTimer)
    const wait = accessTokenExpiry(store.userToken) - Date.now()
    if (wait <= 0 && whileOpen) {
      endSessionUnasked(store, currentPage())
      store.signInNeeded = true
    } else if (wait <= 0) {
      store.userToken = null
      store.activeOrder = null
    } else if (wait < Infinity) {
      // Timers run late in a background tab and overflow past 24.8 days: wait in steps of at most an hour.
      expiryTimer = setTimeout(() => watchExpiry(true), Math.min(wait, 3_600_000))
    }
  }
  watchExpiry(false)

  const unsubscribe = subscribe(store, () => {
    if (!store.userToken && store.activeUser) store.activeUser = null
    const now = Date.now()
    for (const key of PERSISTED_KEYS) {
      const value = fieldSnapshot(key)
      if (last.get(key) === value) continue
      last.set(key, value)
      writeEntry(storage, key, value, now)
      if (key === 'token') watchExpiry(false)
      // A restaurant's day counts from the last change to its basket: a visitor still ordering from it keeps it, and
      // the basket never outlives the restaurant it was made at.
      if (key === 'order' && value !== null && store.location !== null) writeEntry(storage, 'location', fieldSnapshot('location'), now)
    }
  })

  // Another tab wrote a key: take its value without writing it back.
  const onStorage = (event: StorageEvent) => {
    const key = PERSISTED_KEYS.find((candidate) => storageKey(candidate) === event.key)
    if (!key) return
    const entry = event.newValue === null ? null : readEntry(storage, key, Date.now())
    // The same restaurant saved again (its day renewed by a basket change there) is not a new choice here.
    if (key === 'location' && entry && !entry.expired && JSON.stringify(entry.value) === JSON.stringify(fieldSnapshot(key))) return
    putBack(store, key, entry && !(entry.expired && key !== 'menu') ? entry.value : null)
    last.set(key, fieldSnapshot(key))
    // Someone signed in or out in another tab: what this tab kept of an ended session is no longer its to give back.
    if (key === 'token') store.endedSession = null
  }
  target.addEventListener('storage', onStorage)

  return () => {
    unsubscribe()
    clearTimeout(expiryTimer)
    target.removeEventListener('storage', onStorage)
  }
}
