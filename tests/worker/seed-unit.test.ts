import { describe, it, expect } from 'vitest'
import type { z } from 'zod'
import { DEFAULT_MENU_ID, HIDDEN_LOCATION_ID, STORE_ID_PATTERN } from '#shared/constants.ts'
import { locationSchema } from '#shared/schemas/location.ts'
import { couponSchema, defaultMenusSchema, menuSchema, stateTaxRateSchema, upsellItemSchema } from '#shared/schemas/menu.ts'
import type { Menu, NestedOptionGroup, OptionGroup, Product } from '#shared/schemas/menu.ts'
import {
  locationById,
  menuById,
  productById,
  seedCoupons,
  seedDefaultMenus,
  seedLocations,
  seedMenus,
  seedTaxRates,
  seedUpsells,
} from '#shared/seed/index.ts'

const productsOf = (menu: Menu): Product[] => [...menu.categories.flatMap((c) => c.products), ...menu.singles]
const allProducts = seedMenus.flatMap(productsOf)
const topGroups: OptionGroup[] = allProducts.flatMap((p) => p.option_groups)
const nestedGroups: NestedOptionGroup[] = topGroups.flatMap((g) => g.options.flatMap((o) => o.modifiers))
const allGroups: (OptionGroup | NestedOptionGroup)[] = [...topGroups, ...nestedGroups]
const allOptions = [...topGroups.flatMap((g) => g.options), ...nestedGroups.flatMap((g) => g.options)]

/** Fails on the first record `schema` refuses, naming it by id and saying why. */
function expectEachParses(schema: z.ZodType, records: readonly { id: number }[]) {
  for (const record of records) {
    const result = schema.safeParse(record)
    expect(result.success, `${record.id}: ${JSON.stringify(result.error?.issues)}`).toBe(true)
  }
}

const duplicates = (values: readonly (number | string)[]): (number | string)[] => values.filter((v, i) => values.indexOf(v) !== i)

describe('seed locations', () => {
  it('parses every location with the location schema', () => {
    expectEachParses(locationSchema, seedLocations)
  })

  it('has at least 44 locations', () => {
    expect(seedLocations.length).toBeGreaterThanOrEqual(44)
  })

  it('covers the eight named states and a few more', () => {
    const states = new Set(seedLocations.map((l) => l.state))
    for (const state of ['MN', 'WI', 'IA', 'PA', 'NY', 'OH', 'FL', 'TN']) expect(states).toContain(state)
    expect(states.size).toBeGreaterThanOrEqual(10)
    expect(seedLocations.filter((l) => l.state === 'MN').length).toBeGreaterThanOrEqual(3)
    expect(seedLocations.filter((l) => l.name === 'Eagan' && l.state === 'MN')).toHaveLength(1)
  })

  it('uses unique store ids of 3 to 6 digits, with exactly one hidden store', () => {
    const ids = seedLocations.map((l) => l.id)
    expect(duplicates(ids)).toEqual([])
    for (const id of ids) expect(String(id)).toMatch(STORE_ID_PATTERN)
    expect(ids.filter((id) => id === HIDDEN_LOCATION_ID)).toHaveLength(1)
  })

  it('names each store after its city and keeps slugs unique within a state', () => {
    for (const l of seedLocations) expect(l.name).toBe(l.city)
    expect(duplicates(seedLocations.map((l) => `${l.state}/${l.slug}`))).toEqual([])
  })

  it('has stores without a menu and stores without loyalty', () => {
    expect(seedLocations.filter((l) => l.menu_id === null).length).toBeGreaterThanOrEqual(3)
    expect(seedLocations.filter((l) => !l.loyalty).length).toBeGreaterThanOrEqual(4)
  })

  it('mixes delivery-only, dispatch-only, both and neither, with curbside at most stores', () => {
    const s = seedLocations.map((l) => l.services)
    expect(s.some((x) => x.delivery && !x.dispatch)).toBe(true)
    expect(s.some((x) => !x.delivery && x.dispatch)).toBe(true)
    expect(s.some((x) => x.delivery && x.dispatch)).toBe(true)
    expect(s.some((x) => !x.delivery && !x.dispatch)).toBe(true)
    expect(s.filter((x) => x.curbside).length).toBeGreaterThan(seedLocations.length / 2)
  })

  it('gives a delivery radius exactly to stores that deliver or dispatch', () => {
    for (const l of seedLocations) {
      const delivers = l.services.delivery || l.services.dispatch
      expect(l.delivery_radius_miles > 0, String(l.id)).toBe(delivers)
    }
  })

  it('has at least two stores closed one day a week', () => {
    expect(seedLocations.filter((l) => l.hours.some((h) => h.closed)).length).toBeGreaterThanOrEqual(2)
  })

  it('uses one timezone per state, matching the state', () => {
    const byState = new Map<string, Set<string>>()
    for (const l of seedLocations) byState.set(l.state, (byState.get(l.state) ?? new Set<string>()).add(l.timezone))
    for (const zones of byState.values()) expect(zones.size).toBe(1)
    expect([...(byState.get('MN') ?? [])]).toEqual(['America/Chicago'])
    expect([...(byState.get('NY') ?? [])]).toEqual(['America/New_York'])
    expect([...(byState.get('FL') ?? [])]).toEqual(['America/New_York'])
  })

  it('points every menu_id at an existing menu', () => {
    const menuIds = new Set(seedMenus.map((m) => m.id))
    for (const l of seedLocations) if (l.menu_id !== null) expect(menuIds, String(l.id)).toContain(l.menu_id)
  })
})

describe('seed menus', () => {
  it('parses every menu with the menu schema', () => {
    expectEachParses(menuSchema, seedMenus)
  })

  it('has the default menu and at least two others, with unique ids', () => {
    const ids = seedMenus.map((m) => m.id)
    expect(ids).toContain(DEFAULT_MENU_ID)
    expect(ids.length).toBeGreaterThanOrEqual(3)
    expect(duplicates(ids)).toEqual([])
  })

  it('has at least 60 products in all and 45 on the default menu', () => {
    expect(allProducts.length).toBeGreaterThanOrEqual(60)
    const defaultMenu = menuById(DEFAULT_MENU_ID)
    expect(defaultMenu).toBeDefined()
    if (defaultMenu !== undefined) expect(productsOf(defaultMenu).length).toBeGreaterThanOrEqual(45)
  })

  it('keeps product, option group and option ids unique across all menus', () => {
    expect(duplicates(allProducts.map((p) => p.id))).toEqual([])
    expect(duplicates(allGroups.map((g) => g.id))).toEqual([])
    expect(duplicates(allOptions.map((o) => o.id))).toEqual([])
  })

  it('puts each product in the category that lists it, and singles in none', () => {
    for (const menu of seedMenus) {
      for (const c of menu.categories) for (const p of c.products) expect(p.category).toBe(c.id)
      for (const p of menu.singles) expect(p.category).toBeNull()
    }
  })

  it('requires a selection in every mandatory group', () => {
    for (const g of allGroups) {
      if (g.mandatory) expect(g.min_selects, String(g.id)).toBeGreaterThanOrEqual(1)
    }
  })

  it('has optional groups, a negative-cost option and a nested option group', () => {
    expect(allGroups.some((g) => !g.mandatory && g.min_selects === 0 && g.max_selects > 1)).toBe(true)
    expect(allOptions.some((o) => o.cost < 0)).toBe(true)
    expect(nestedGroups.length).toBeGreaterThan(0)
  })

  it('lists only existing categories as supercategory subcategories', () => {
    for (const menu of seedMenus) {
      const categoryIds = new Set(menu.categories.map((c) => c.id))
      for (const s of menu.supercategories) for (const id of s.subcategories) expect(categoryIds, `${menu.id} ${s.name}`).toContain(id)
    }
  })

  it('lists the default-menu stores, including every store without a menu', () => {
    expect(defaultMenusSchema.safeParse(seedDefaultMenus).success).toBe(true)
    expect(seedDefaultMenus.menu_id).toBe(DEFAULT_MENU_ID)
    const known = new Set(seedLocations.map((l) => String(l.id)))
    for (const code of seedDefaultMenus.stores) expect(known).toContain(code)
    for (const l of seedLocations) {
      if (l.menu_id === null || l.menu_id === DEFAULT_MENU_ID) expect(seedDefaultMenus.stores).toContain(String(l.id))
    }
  })

  it('offers 6 to 10 upsells, each a product of the default menu at its menu price', () => {
    expect(seedUpsells.length).toBeGreaterThanOrEqual(6)
    expect(seedUpsells.length).toBeLessThanOrEqual(10)
    expect(duplicates(seedUpsells.map((u) => u.id))).toEqual([])
    for (const u of seedUpsells) {
      expect(upsellItemSchema.safeParse(u).success).toBe(true)
      const p = productById(DEFAULT_MENU_ID, u.product_id)
      expect(p, String(u.product_id)).toBeDefined()
      expect(p?.cost).toBe(u.cost)
      expect(p?.category).toBe(u.category)
    }
  })

  it('has 3 or 4 valid coupons with unique codes', () => {
    expect(seedCoupons.length).toBeGreaterThanOrEqual(3)
    expect(seedCoupons.length).toBeLessThanOrEqual(4)
    for (const c of seedCoupons) expect(couponSchema.safeParse(c).success, c.code).toBe(true)
    expect(duplicates(seedCoupons.map((c) => c.code))).toEqual([])
  })

  it('has one tax rate for every state with a location', () => {
    for (const t of seedTaxRates) expect(stateTaxRateSchema.safeParse(t).success, t.state).toBe(true)
    expect(duplicates(seedTaxRates.map((t) => t.state))).toEqual([])
    const taxed = new Set(seedTaxRates.map((t) => t.state))
    for (const l of seedLocations) expect(taxed, l.state).toContain(l.state)
  })
})

describe('seed lookups', () => {
  it('finds locations, menus and products by id', () => {
    expect(locationById(HIDDEN_LOCATION_ID)?.id).toBe(HIDDEN_LOCATION_ID)
    expect(locationById(1)).toBeUndefined()
    expect(menuById(DEFAULT_MENU_ID)?.id).toBe(DEFAULT_MENU_ID)
    expect(menuById(1)).toBeUndefined()
    const defaultMenu = menuById(DEFAULT_MENU_ID)
    const inCategory = defaultMenu?.categories[0]?.products[0]
    const single = defaultMenu?.singles[0]
    expect(inCategory).toBeDefined()
    expect(single).toBeDefined()
    if (inCategory !== undefined) expect(productById(DEFAULT_MENU_ID, inCategory.id)).toBe(inCategory)
    if (single !== undefined) expect(productById(DEFAULT_MENU_ID, single.id)).toBe(single)
    expect(productById(DEFAULT_MENU_ID, 1)).toBeUndefined()
    expect(productById(1, inCategory?.id ?? 0)).toBeUndefined()
  })
})
