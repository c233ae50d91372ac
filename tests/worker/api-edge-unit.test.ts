import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { attachSupercategories, attachSupercategoriesToLocation } from '#worker/api/attach-supercategories.ts'
import { createApiRoute } from '#worker/api/api-route.ts'
import { cmsSupercategories } from '#worker/api/cms-supercategories.ts'
import { withoutHiddenLocations } from '#worker/api/hide-locations.ts'
import { createContentStore } from '#worker/content/content-store.ts'
import { seedSource, syncContent } from '#worker/content/sync-content.ts'
import { createRecordingUpstream, createTestDeps } from '../fixtures/recording-upstream.ts'

const menu = {
  id: 70405,
  categories: [
    { id: 1001, name: 'Breakfast', products: [] },
    { id: 1002, name: 'Pies', products: [] },
    { id: 1003, name: 'Burgers', products: [] },
  ],
  supercategories: [{ name: 'Everything', subcategories: [1001, 1002, 1003] }],
  singles: [],
}

describe('attachSupercategories', () => {
  it('uses the CMS arrangement, keeping only entries for this menu and giving uncovered categories a group', () => {
    const cms = [
      { name: 'Morning', subcategories: [1001, 9999] },
      { name: 'Sweets', subcategories: [1002] },
      { name: 'Elsewhere', subcategories: [8888] },
    ]
    expect(attachSupercategories(menu, cms)).toEqual({
      ...menu,
      supercategories: [
        { name: 'Morning', subcategories: [1001] },
        { name: 'Sweets', subcategories: [1002] },
        { name: 'Burgers', subcategories: [1003] },
      ],
    })
  })

  it("keeps the menu's own arrangement when the CMS has none or none that fits", () => {
    expect(attachSupercategories(menu, null)).toEqual(menu)
    expect(attachSupercategories(menu, [])).toEqual(menu)
    expect(attachSupercategories(menu, [{ name: 'Elsewhere', subcategories: [8888] }])).toEqual(menu)
  })

  it('derives one group per category when neither the CMS nor the menu has any', () => {
    const bare = { ...menu, supercategories: [] }
    expect(attachSupercategories(bare, null)).toEqual({
      ...bare,
      supercategories: [
        { name: 'Breakfast', subcategories: [1001] },
        { name: 'Pies', subcategories: [1002] },
        { name: 'Burgers', subcategories: [1003] },
      ],
    })
  })

  it('leaves anything that is not a menu alone', () => {
    expect(attachSupercategories({ message: 'nope' }, null)).toEqual({ message: 'nope' })
    expect(attachSupercategories([1, 2], null)).toEqual([1, 2])
    expect(attachSupercategories(null, null)).toBeNull()
  })

  it('attaches to the menu embedded in a location, and leaves a location without one alone', () => {
    const cms = [{ name: 'Sweets', subcategories: [1002] }]
    const location = { id: 3610, name: 'Eagan', menu }
    expect(attachSupercategoriesToLocation(location, cms)).toEqual({ ...location, menu: attachSupercategories(menu, cms) })
    expect(attachSupercategoriesToLocation({ id: 3610, name: 'Eagan' }, cms)).toEqual({ id: 3610, name: 'Eagan' })
  })
})

describe('withoutHiddenLocations', () => {
  it('drops location 1134 from a list, whether its id is a number or text', () => {
    expect(withoutHiddenLocations([{ id: 3610 }, { id: 1134 }, { id: '1134' }, { id: 11345 }])).toEqual([{ id: 3610 }, { id: 11345 }])
  })

  it('drops it from a { locations, count } result and corrects the count', () => {
    expect(withoutHiddenLocations({ count: 40, locations: [{ id: 1134 }, { id: 3610 }] })).toEqual({ count: 39, locations: [{ id: 3610 }] })
    expect(withoutHiddenLocations({ locations: [{ id: 1134 }] })).toEqual({ locations: [] })
    expect(withoutHiddenLocations({ locations: [{ sid: '1134' }, { sid: 3610 }] })).toEqual({ locations: [{ sid: 3610 }] })
  })

  it('leaves other bodies alone', () => {
    expect(withoutHiddenLocations({ message: 'Incorrect format.' })).toEqual({ message: 'Incorrect format.' })
  })
})

describe('cmsSupercategories', () => {
  it('reads super-categories from the content globals when they are published', async () => {
    const globals = { headerMenu: [], supercategories: [{ name: 'Sweets', subcategories: [1002] }] }
    expect(await cmsSupercategories({ globals: async () => globals as never })).toEqual([{ name: 'Sweets', subcategories: [1002] }])
  })

  it('answers null while the globals carry none (or carry nothing usable)', async () => {
    expect(await cmsSupercategories({ globals: async () => ({ headerMenu: [] }) as never })).toBeNull()
    expect(await cmsSupercategories({ globals: async () => ({ supercategories: [] }) as never })).toBeNull()
    expect(await cmsSupercategories({ globals: async () => ({ supercategories: [{ name: '' }] }) as never })).toBeNull()
  })

  it('drops a malformed entry and keeps the rest', async () => {
    const supercategories = [
      { name: 'Empty', subcategories: [] },
      { name: 'Sweets', subcategories: [1002] },
    ]
    expect(await cmsSupercategories({ globals: async () => ({ supercategories }) as never })).toEqual([
      { name: 'Sweets', subcategories: [1002] },
    ])
  })

  it('reads the super-categories the content store publishes', async () => {
    await syncContent(env.CONTENT, seedSource)
    const published = await cmsSupercategories(createContentStore(env.CONTENT))
    expect(published?.length).toBeGreaterThan(0)
    expect(published?.[0]).toEqual({ name: expect.any(String), subcategories: expect.arrayContaining([expect.any(Number)]) })
  })
})

describe('edge behaviours through the proxy', () => {
  const get = (deps: ReturnType<typeof createTestDeps>['deps'], path: string, query = '') =>
    createApiRoute(() => deps).request(`https://perkins.test/${query}`, { headers: { path } })

  it('never returns location 1134 from locations/search', async () => {
    const upstream = createRecordingUpstream(() =>
      Response.json([
        { id: 3610, name: 'Eagan' },
        { id: 1134, name: 'Hidden' },
      ]),
    )
    const { deps } = createTestDeps({ upstream: upstream.upstream })
    const response = await get(deps, 'locations/search', '?address=55401')
    expect(await response.json()).toEqual([{ id: 3610, name: 'Eagan' }])
  })

  it("never offers location 1134 from the sign-up form's zip look-up (members/locations), which names it sid", async () => {
    const found = [
      { sid: 1134, address: '1 Hidden Way', city: 'Memphis', state: 'TN' },
      { sid: 3610, address: '1 Main St', city: 'Eagan', state: 'MN' },
    ]
    const upstream = createRecordingUpstream(() => Response.json({ locations: found }))
    const { deps } = createTestDeps({ upstream: upstream.upstream })
    const response = await get(deps, 'members/locations', '?zip=38119')
    expect(await response.json()).toEqual({ locations: [found[1]] })
  })

  it('attaches the CMS super-categories to menus and to locations with a menu', async () => {
    const location = { id: 3610, name: 'Eagan', menu }
    const upstream = createRecordingUpstream((request) =>
      Response.json(new URL(request.url).pathname.startsWith('/menus') ? menu : location),
    )
    const cms = [{ name: 'Sweets', subcategories: [1002] }]
    const { deps } = createTestDeps({ upstream: upstream.upstream, supercategories: async () => cms })
    expect(await (await get(deps, 'menus/70405')).json()).toEqual(attachSupercategories(menu, cms))
    expect(await (await get(deps, 'locations/3610', '?withMenu=true')).json()).toEqual(attachSupercategoriesToLocation(location, cms))
  })

  it("keeps serving menus when the CMS cannot be read, with the menu's own arrangement", async () => {
    const upstream = createRecordingUpstream(() => Response.json(menu))
    const { deps } = createTestDeps({ upstream: upstream.upstream, supercategories: () => Promise.reject(new Error('KV down')) })
    const response = await get(deps, 'menus/70405')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(menu)
  })

  it('leaves upstream error bodies of those calls untouched', async () => {
    const upstream = createRecordingUpstream(() => Response.json({ message: 'Menu not found' }, { status: 404 }))
    const { deps } = createTestDeps({ upstream: upstream.upstream, supercategories: async () => [{ name: 'X', subcategories: [1] }] })
    const response = await get(deps, 'menus/1')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Menu not found' })
  })
})
