import type { NestedOptionGroup, OptionGroup, Product } from '#shared/schemas/menu.ts'
import { MESSAGES, SandboxError } from '../http/sandbox-error.ts'
import { toCents } from '../money.ts'

// A product's chosen options (a comma list of option ids) checked against its option groups and priced.
// The provider's rules: each group's min/max selections; a mandatory group unmet is "Missing required
// selections."; an option's nested groups count only when the option itself is chosen.

export interface Choice {
  option_id: number
  name: string
  cost_cents: number
}

/** "111,222" → [111, 222]; empty or absent → []. The shared schema already checked the format. */
export const parseOptionIds = (list: string | undefined): number[] => (list ? list.split(',').map(Number) : [])

function pick(groups: readonly (OptionGroup | NestedOptionGroup)[], chosen: Set<number>, out: Choice[]): void {
  for (const group of groups) {
    const selected = group.options.filter((option) => chosen.has(option.id))
    if (selected.length < group.min_selects) throw new SandboxError(400, MESSAGES.missingSelections)
    if (selected.length > group.max_selects) {
      throw new SandboxError(400, `Please choose at most ${group.max_selects} for "${group.description}".`)
    }
    for (const option of selected) {
      out.push({ option_id: option.id, name: option.name, cost_cents: toCents(option.cost) })
      chosen.delete(option.id)
      pick(option.modifiers, chosen, out)
    }
  }
}

/** The choices in menu order, priced; throws on an unknown, repeated or orphaned option or an unmet group. */
export function resolveChoices(product: Product, optionIds: readonly number[]): Choice[] {
  const chosen = new Set(optionIds)
  if (chosen.size !== optionIds.length) throw new SandboxError(400, MESSAGES.correctInputs)
  const out: Choice[] = []
  pick(product.option_groups, chosen, out)
  // Anything left is not an option of this product, or a nested option whose parent was not chosen.
  if (chosen.size > 0) throw new SandboxError(400, MESSAGES.correctInputs)
  return out
}

/** The price of one: the product plus its choices. Never below zero, whatever negative options add up to. */
export const unitCents = (product: Product, choices: readonly Choice[]): number =>
  Math.max(0, toCents(product.cost) + choices.reduce((sum, choice) => sum + choice.cost_cents, 0))

/** True when the product can be added with no choices at all (what an upsell needs). */
export function needsNoChoices(product: Product): boolean {
  return product.option_groups.every((group) => group.min_selects === 0)
}
