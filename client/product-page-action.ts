import type { ActionFunctionArgs } from 'react-router'
import { QUANTITY_MAX } from '#shared/constants.ts'
import type { Product } from '#shared/schemas/menu.ts'
import { earlyPostAction, type EarlyPostField } from './early-post.ts'
import { optionGroupField, QUANTITY_FIELD } from './product-form-fields.ts'
import { productPageLoader } from './product-page-loader.ts'
import type { AnyGroup } from './state/order-choices.ts'

// An Add to order pressed before the product page's scripts ran (client/early-post.ts): the page again, with the
// choices and quantity sent filled back in, as far as the product the page showed has them. Nothing is added to a
// basket or sent anywhere.

/** Every group of the product, nested ones too (they show once their option is chosen). */
function allGroups(groups: readonly AnyGroup[]): AnyGroup[] {
  return groups.flatMap((group) => [group, ...allGroups(group.options.flatMap((option) => option.modifiers))])
}

/** The fields the product's form has: each group with its own options' ids, and the quantities the form offers. */
export function productFormFields(product: Pick<Product, 'option_groups' | 'min_quantity'>): EarlyPostField[] {
  const quantities = Array.from({ length: QUANTITY_MAX - product.min_quantity + 1 }, (_, i) => String(product.min_quantity + i))
  return [
    { name: QUANTITY_FIELD, choices: quantities },
    ...allGroups(product.option_groups).map((group) => ({
      name: optionGroupField(group.id),
      choices: group.options.map((option) => String(option.id)),
    })),
  ]
}

/** The fields of the product the address names, as the page showed it (the default menu's); another echoes nothing. */
async function productFormFieldsFor(args: ActionFunctionArgs): Promise<readonly EarlyPostField[]> {
  const { product } = await productPageLoader(args)
  return product ? productFormFields(product) : []
}

export const productPageAction = earlyPostAction(productFormFieldsFor)
