import type { Supercategory } from '#shared/schemas/menu.ts'

// Menu and location responses get the CMS super-categories attached, so the menu screen groups categories
// the way the marketing team arranged them. The CMS arrangement covers every menu, so each menu keeps only the
// entries naming its own categories; a category the CMS does not mention still gets a group of its own, so no part
// of a menu can vanish from the screen. When the CMS has no arrangement (the content store does not publish one
// yet), the menu keeps the upstream's own super-categories, or failing that gets one group per category.
//
// The proxy applies the rule to the parsed answer and keeps the result for the same answer bytes and arrangement
// (remember-recent-answers.ts), so a menu is parsed and serialised once, not on every call.

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A menu category the rule can group: one whose `id` is a number and whose `name` is text; others are left out. */
export interface MenuCategory {
  id: number
  name: string
}

function categoriesOf(menu: Json): MenuCategory[] {
  if (!Array.isArray(menu.categories)) return []
  return menu.categories.flatMap((category: unknown) =>
    isRecord(category) && typeof category.id === 'number' && typeof category.name === 'string'
      ? [{ id: category.id, name: category.name }]
      : [],
  )
}

const ownGroups = (categories: readonly MenuCategory[]): Supercategory[] => categories.map((c) => ({ name: c.name, subcategories: [c.id] }))

/**
 * The super-categories a menu with these categories gets, or null when it keeps the upstream's own
 * (`hasOwnArrangement`: the menu carries a non-empty `supercategories` list).
 */
export function supercategoriesFor(
  categories: readonly MenuCategory[],
  cms: readonly Supercategory[] | null,
  hasOwnArrangement: boolean,
): Supercategory[] | null {
  const present = new Set(categories.map((c) => c.id))
  const fitted = (cms ?? [])
    .map((s) => ({ name: s.name, subcategories: s.subcategories.filter((id) => present.has(id)) }))
    .filter((s) => s.subcategories.length > 0)
  if (fitted.length > 0) {
    const covered = new Set(fitted.flatMap((s) => s.subcategories))
    return [...fitted, ...ownGroups(categories.filter((c) => !covered.has(c.id)))]
  }
  if (hasOwnArrangement) return null
  return ownGroups(categories)
}

/** A menu body with `supercategories` set; anything that is not a menu comes back untouched. */
export function attachSupercategories(menu: unknown, cms: readonly Supercategory[] | null): unknown {
  if (!isRecord(menu) || !Array.isArray(menu.categories)) return menu
  const hasOwnArrangement = Array.isArray(menu.supercategories) && menu.supercategories.length > 0
  const supercategories = supercategoriesFor(categoriesOf(menu), cms, hasOwnArrangement)
  return supercategories ? { ...menu, supercategories } : menu
}

/** A location body whose embedded menu (GET locations/{id}?withMenu) has its super-categories attached. */
export function attachSupercategoriesToLocation(location: unknown, cms: readonly Supercategory[] | null): unknown {
  if (!isRecord(location) || !isRecord(location.menu)) return location
  return { ...location, menu: attachSupercategories(location.menu, cms) }
}
