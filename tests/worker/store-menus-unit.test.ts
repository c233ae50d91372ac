import { describe, expect, it } from 'vitest'
import { getVersion, snapshot } from 'valtio'
import { persistState, restoreState, storageKey } from '#client/state/persistence.ts'
import { createClientStore, setActiveMenu } from '#client/state/store.ts'
import type { Menu } from '#shared/schemas/menu.ts'
import { memoryStorage, noEvents } from './memory-storage.ts'

// A menu answer is about 95 KB of read-only data. The store keeps it as it came: wrapping each of its objects in a
// proxy, and copying them all into the first snapshot, held a slow phone's main thread for a tenth of a second on
// /menu. Screens still re-render when the menu is replaced.

const menu = (id: number, price: number) =>
  ({
    id,
    imagepath: '/img/',
    supercategories: [],
    singles: [],
    categories: [
      { id: 1, name: 'Pancakes', description: null, products: [{ id: 10, name: 'Short Stack', cost: price, options: [{ id: 1 }] }] },
    ],
  }) as unknown as Menu

describe('menus in the store', () => {
  it('keeps the chosen menu as given, unwrapped, and marks it fresh', () => {
    const store = createClientStore({ environment: 'test' })
    store.activeMenuExpired = true
    const given = menu(70405, 5.99)
    setActiveMenu(store, given)
    expect(store.activeMenu).toBe(given)
    expect(getVersion(store.activeMenu)).toBeUndefined()
    expect(snapshot(store).activeMenu).toBe(given)
    expect(store.activeMenuExpired).toBe(false)
  })

  it('notifies subscribers when the menu is replaced', () => {
    const store = createClientStore({ environment: 'test' })
    setActiveMenu(store, menu(70405, 5.99))
    const before = getVersion(store)
    setActiveMenu(store, menu(70405, 6.49))
    expect(getVersion(store)).not.toBe(before)
    expect(snapshot(store).activeMenu?.categories[0]?.products[0]?.cost).toBe(6.49)
  })

  it('restores a stored menu unwrapped, and still persists the next one', () => {
    const now = Date.parse('2026-11-17T16:30:00Z')
    const storage = memoryStorage()
    storage.setItem(storageKey('menu'), JSON.stringify({ value: menu(70405, 5.99), savedAt: now - 1000 }))
    const store = createClientStore({ environment: 'test' })
    restoreState(store, storage, now)
    expect(getVersion(store.activeMenu)).toBeUndefined()
    expect(store.activeMenu?.categories[0]?.products[0]?.cost).toBe(5.99)

    const stop = persistState(store, storage, noEvents)
    setActiveMenu(store, menu(70405, 6.49))
    return Promise.resolve().then(() => {
      stop()
      const saved = JSON.parse(storage.getItem(storageKey('menu')) ?? 'null') as { value: Menu }
      expect(saved.value.categories[0]?.products[0]?.cost).toBe(6.49)
    })
  })
})
