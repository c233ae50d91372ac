import { describe, expect, it } from 'vitest'
import type { EarlyPost } from '#client/early-post.ts'
import { earlyProductChoice } from '#client/product-form-fields.ts'
import { productFormFields } from '#client/product-page-action.ts'
import type { NestedOptionGroup, OptionGroup } from '#shared/schemas/menu.ts'

// An Add to order pressed before the scripts ran (client/product-page-action.ts): the page's action echoes only the
// product's own fields, and the page chooses the echo again by the product's rules.

const option = (id: number, modifiers: NestedOptionGroup[] = []) => ({ id, name: `Option ${id}`, cost: 0, calories: 0, modifiers })
const nestedOption = (id: number) => ({ id, name: `Option ${id}`, cost: 0, calories: 0, modifiers: [] as [] })
const limits = (min: number, max: number) => ({ mandatory: min > 0, min_selects: min, max_selects: max })

const egg: NestedOptionGroup = {
  id: 30,
  description: 'How are your eggs?',
  ...limits(1, 1),
  options: [nestedOption(301), nestedOption(302)],
}
const stack: OptionGroup = { id: 10, description: 'Choose your stack', ...limits(1, 1), options: [option(101), option(102, [egg])] }
const toppings: OptionGroup = { id: 20, description: 'Add toppings', ...limits(0, 2), options: [option(201), option(202), option(203)] }
const product = { option_groups: [stack, toppings], min_quantity: 2 }

const echo = (choices: EarlyPost['choices']): EarlyPost => ({ earlyPost: true, values: {}, choices })

describe("the product form's early Add to order", () => {
  it("allows each group's own option ids, nested groups too, and the quantities the form offers", () => {
    const fields = productFormFields(product)
    expect(fields).toContainEqual({ name: 'group-10', choices: ['101', '102'] })
    expect(fields).toContainEqual({ name: 'group-20', choices: ['201', '202', '203'] })
    expect(fields).toContainEqual({ name: 'group-30', choices: ['301', '302'] })
    // 2 (the product's least) to 99, as the quantity list offers.
    expect(fields).toContainEqual({ name: 'quantity', choices: Array.from({ length: 98 }, (_, i) => String(i + 2)) })
    expect(fields).toHaveLength(4)
  })

  it('chooses the echo again by the rules: one of a one-choice group, up to a maximum, nested only under its option', () => {
    const both = earlyProductChoice(product, echo({ 'group-10': ['101', '102'], 'group-20': ['203', '201', '202'], 'group-30': ['301'] }))
    // The egg's group shows only under option 102, the stack kept (the last of the two in menu order).
    expect([...both.chosen].sort()).toEqual([102, 201, 202, 301])
    const short = earlyProductChoice(product, echo({ 'group-10': ['101'], 'group-30': ['302'] }))
    expect([...short.chosen]).toEqual([101])
  })

  it('takes a quantity only within what the form offers', () => {
    expect(earlyProductChoice(product, echo({ quantity: ['3'] })).quantity).toBe(3)
    for (const quantity of ['1', '100', '2.5', 'x']) expect(earlyProductChoice(product, echo({ quantity: [quantity] })).quantity).toBeNull()
    expect(earlyProductChoice(product, echo({})).quantity).toBeNull()
  })
})
