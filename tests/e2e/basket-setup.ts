import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

// A journey's starting state through the site's own /api and browser storage, for journeys that test what comes
// after: the restaurant chosen and dishes in the basket, as the location selector and the product page would
// leave them (client/state/location-actions.ts, order-actions.ts, persistence.ts). The journeys that test those
// steps (ordering-guest-pickup.spec.ts, ordering-cart.spec.ts) still go through the screens.

/** Eagan, Minnesota: every handoff, the default menu. */
export const EAGAN = '3510'

interface OptionGroup {
  options: { id: number; name: string; modifiers: OptionGroup[] }[]
}
interface MenuProduct {
  id: number
  name: string
  option_groups: OptionGroup[]
}

/** One call through /api as the browser makes it: the target in the `path` header, a GET's fields as the query. */
async function callApi<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', path, env: 'development', client_type: 'web' }
  const response =
    method === 'GET'
      ? await request.get('/api', { headers })
      : await request.post('/api', { headers: { ...headers, 'content-type': 'application/json' }, data: body ?? {} })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

/** The ids of the named options, at any depth of the product's option groups. */
function optionIds(groups: readonly OptionGroup[], names: readonly string[]): number[] {
  return groups.flatMap((group) =>
    group.options.flatMap((option) => [...(names.includes(option.name) ? [option.id] : []), ...optionIds(option.modifiers, names)]),
  )
}

export interface Dish {
  name: string
  options?: string[]
  quantity?: number
}

/**
 * Eagan becomes the visitor's restaurant with a basket holding `dishes`, stored as the site stores them, before the
 * test's first page; `asGuest` also keeps the choice /order/signin's "continue as guest" stores. Returns the
 * basket's id.
 */
export async function startWithBasket(
  page: Page,
  dishes: readonly Dish[],
  { storeId = EAGAN, asGuest = false }: { storeId?: string; asGuest?: boolean } = {},
): Promise<string> {
  const request = page.request
  const location = await callApi<{ id: string; menu_id: number | null } & Record<string, unknown>>(request, 'GET', `locations/${storeId}`)
  const menuId = location.menu_id ?? 70405
  const menu = await callApi<{ categories: { products: MenuProduct[] }[] }>(request, 'GET', `menus/${menuId}`)
  let order = await callApi<{ id: string }>(request, 'POST', 'orders/create', { menu_id: menuId, location_id: location.id })
  const products = []
  for (const dish of dishes) {
    const product = menu.categories.flatMap((category) => category.products).find((candidate) => candidate.name === dish.name)
    if (!product) throw new Error(`no ${dish.name} on menu ${menuId}`)
    const choices = optionIds(product.option_groups, dish.options ?? [])
    expect(choices.length, `options ${dish.options?.join(', ')} of ${dish.name}`).toBe(dish.options?.length ?? 0)
    products.push({ product_id: product.id, quantity: dish.quantity ?? 1, ...(choices.length ? { choices: choices.join(',') } : {}) })
  }
  if (products.length > 0) order = await callApi<{ id: string }>(request, 'POST', `orders/${order.id}/products`, { products })
  await page.addInitScript(
    (stored) => {
      // Only before the test's first page: later pages see what the site itself kept.
      if (sessionStorage.getItem('test:basket-restored')) return
      sessionStorage.setItem('test:basket-restored', '1')
      for (const [key, value] of Object.entries(stored))
        localStorage.setItem(`perkins:${key}`, JSON.stringify({ value, savedAt: Date.now() }))
    },
    { location, menu, order, ...(asGuest ? { guest: true } : {}) },
  )
  return order.id
}
