import { QUANTITY_MAX } from '#shared/constants.ts'
import type { Product } from '#shared/schemas/menu.ts'
import type { EarlyPost } from './early-post.ts'
import { toggleOption, type AnyGroup } from './state/order-choices.ts'

// The names /order/product's form sends when Add to order is pressed before the scripts ran: each option group's
// choices under the group's name, an option's id as its value, and the quantity. The page's action echoes only
// these (client/product-page-action.ts), and the page reads the echo back through the product's own rules.

export const QUANTITY_FIELD = 'quantity'

/** The name a group's radios or checkboxes share. */
export const optionGroupField = (groupId: number) => `group-${groupId}`

/**
 * What an early Add to order chose, chosen again by the product's rules: a one-choice group keeps one option, a group
 * stops at its maximum, a nested group counts only under its chosen option. The quantity is null when none came.
 */
export function earlyProductChoice(
  product: Pick<Product, 'option_groups' | 'min_quantity'>,
  early: EarlyPost,
): { chosen: Set<number>; quantity: number | null } {
  let chosen = new Set<number>()
  const choose = (groups: readonly AnyGroup[]) => {
    for (const group of groups) {
      const posted = new Set(early.choices[optionGroupField(group.id)])
      for (const option of group.options) if (posted.has(String(option.id))) chosen = toggleOption(group, option.id, chosen)
      for (const option of group.options) if (chosen.has(option.id)) choose(option.modifiers)
    }
  }
  choose(product.option_groups)
  const quantity = Number(early.choices[QUANTITY_FIELD]?.[0])
  return { chosen, quantity: Number.isInteger(quantity) && quantity >= product.min_quantity && quantity <= QUANTITY_MAX ? quantity : null }
}
