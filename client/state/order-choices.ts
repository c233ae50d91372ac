import type { NestedOptionGroup, OptionGroup, Product } from '#shared/schemas/menu.ts'

// A product's chosen options on the product screen: which groups show, what the choice costs and weighs, and which
// groups still need a choice. Pure functions over the menu's option tree (an option's nested groups count only
// while the option itself is chosen), so the screen and its tests agree with the upstream's rules.

export type AnyGroup = OptionGroup | NestedOptionGroup

/** Every group that applies to the current choice: the product's own, and those nested under chosen options. */
function visibleGroups(product: Pick<Product, 'option_groups'>, chosen: ReadonlySet<number>): AnyGroup[] {
  const out: AnyGroup[] = []
  for (const group of product.option_groups) {
    out.push(group)
    for (const option of group.options) if (chosen.has(option.id)) out.push(...option.modifiers)
  }
  return out
}

/** The groups still short of their minimum, by id. */
export function unmetGroups(product: Pick<Product, 'option_groups'>, chosen: ReadonlySet<number>): Set<number> {
  const unmet = new Set<number>()
  for (const group of visibleGroups(product, chosen)) {
    if (group.options.filter((option) => chosen.has(option.id)).length < group.min_selects) unmet.add(group.id)
  }
  return unmet
}

/** The message beside a group that still needs a choice. */
export function groupNeedsMessage(group: Pick<AnyGroup, 'min_selects' | 'max_selects'>): string {
  if (group.min_selects === group.max_selects) return group.min_selects === 1 ? 'Please choose one.' : `Please choose ${group.min_selects}.`
  return `Please choose at least ${group.min_selects}.`
}

/**
 * Toggles one option of a group. A one-choice group swaps its choice; a many-choice group refuses a choice past its
 * maximum. Unchoosing an option also unchooses everything nested under it.
 */
export function toggleOption(group: AnyGroup, optionId: number, chosen: ReadonlySet<number>): Set<number> {
  const next = new Set(chosen)
  const dropWithNested = (id: number) => {
    next.delete(id)
    const option = group.options.find((candidate) => candidate.id === id)
    for (const nested of option?.modifiers ?? []) for (const inner of nested.options) next.delete(inner.id)
  }
  if (next.has(optionId)) {
    // A required single choice stays chosen: pressing it again means "this one", not "none".
    if (group.max_selects === 1 && group.min_selects === 1) return next
    dropWithNested(optionId)
    return next
  }
  if (group.max_selects === 1) {
    for (const option of group.options) if (next.has(option.id)) dropWithNested(option.id)
  } else if (group.options.filter((option) => next.has(option.id)).length >= group.max_selects) {
    return next
  }
  next.add(optionId)
  return next
}

interface Totals {
  /** One item with its choices, in dollars, never below zero. */
  unitPrice: number
  calories: number
}

/** Price and calories of one item with the current choice (only options whose groups apply count). */
export function choiceTotals(product: Pick<Product, 'option_groups' | 'cost' | 'calories'>, chosen: ReadonlySet<number>): Totals {
  let cents = Math.round(product.cost * 100)
  let calories = product.calories.base
  for (const group of visibleGroups(product, chosen)) {
    for (const option of group.options) {
      if (!chosen.has(option.id)) continue
      cents += Math.round(option.cost * 100)
      calories += option.calories
    }
  }
  return { unitPrice: Math.max(0, cents) / 100, calories }
}

/** The choice as the call table's comma list of option ids, in menu order, dropping options whose group does not apply. */
export function choiceList(product: Pick<Product, 'option_groups'>, chosen: ReadonlySet<number>): string {
  const ids: number[] = []
  for (const group of visibleGroups(product, chosen)) for (const option of group.options) if (chosen.has(option.id)) ids.push(option.id)
  return ids.join(',')
}

/** Where a product sits in a menu: its category (or null for a single) and the product. */
export function findProduct(
  menu: { categories: readonly { id: number; products: readonly Product[] }[]; singles: readonly Product[] },
  productId: number,
): Product | null {
  for (const category of menu.categories) {
    const found = category.products.find((product) => product.id === productId)
    if (found) return found
  }
  return menu.singles.find((product) => product.id === productId) ?? null
}
