import { z } from 'zod'
import { QUANTITY_MAX, STORE_ID_PATTERN } from '../constants.ts'

const idSchema = z.number().int().positive()

// Dollars with at most 2 decimals; the tolerance absorbs binary floating point (12.49 * 100 is not exact).
const isWholeCents = (v: number): boolean => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6
const moneySchema = z.number().refine(isWholeCents, 'Amounts are dollars with at most 2 decimals.')
export const priceSchema = moneySchema.refine((v) => v >= 0, 'A price cannot be negative.')

const caloriesSchema = z.number().int().nonnegative()

const optionFields = {
  id: idSchema,
  name: z.string().min(1),
  // May be negative: removing something can lower the price ("No Cheese -0.50").
  cost: moneySchema,
  calories: caloriesSchema,
}

const groupFields = {
  id: idSchema,
  description: z.string().min(1),
  mandatory: z.boolean(),
  min_selects: z.number().int().nonnegative(),
  max_selects: z.number().int().positive(),
}

type GroupLimits = { mandatory: boolean; min_selects: number; max_selects: number; options: readonly unknown[] }

// A mandatory group is exactly one that needs a selection; the sandbox answers "Missing required selections."
// from min_selects alone, so the flag and the minimum must never disagree.
const checkGroupLimits = (g: GroupLimits, ctx: z.RefinementCtx): void => {
  if (g.mandatory !== g.min_selects >= 1) {
    ctx.addIssue({ code: 'custom', message: 'mandatory must be true exactly when min_selects >= 1.', path: ['mandatory'] })
  }
  if (g.min_selects > g.max_selects) {
    ctx.addIssue({ code: 'custom', message: 'min_selects exceeds max_selects.', path: ['min_selects'] })
  }
  if (g.max_selects > g.options.length) {
    ctx.addIssue({ code: 'custom', message: 'max_selects exceeds the number of options.', path: ['max_selects'] })
  }
}

// Options nest one level only (option → group → option), so the inner options carry an empty tuple.
export const nestedOptionSchema = z.object({ ...optionFields, modifiers: z.tuple([]) })
export type NestedOption = z.infer<typeof nestedOptionSchema>

export const nestedOptionGroupSchema = z
  .object({ ...groupFields, options: z.array(nestedOptionSchema).min(1) })
  .superRefine(checkGroupLimits)
export type NestedOptionGroup = z.infer<typeof nestedOptionGroupSchema>

export const optionSchema = z.object({ ...optionFields, modifiers: z.array(nestedOptionGroupSchema) })
export type Option = z.infer<typeof optionSchema>

export const optionGroupSchema = z.object({ ...groupFields, options: z.array(optionSchema).min(1) }).superRefine(checkGroupLimits)
export type OptionGroup = z.infer<typeof optionGroupSchema>

export const productSchema = z
  .object({
    id: idSchema,
    sku: z.string().min(1),
    name: z.string().min(1),
    description: z.string().min(1),
    images: z.array(z.object({ filename: z.string().min(1) })),
    calories: z.object({ base: caloriesSchema, max: caloriesSchema }),
    cost: priceSchema,
    // null for menu singles, which stand alone outside any category.
    category: idSchema.nullable(),
    min_quantity: z.number().int().min(1).max(QUANTITY_MAX),
    max_quantity: z.number().int().min(1).max(QUANTITY_MAX),
    option_groups: z.array(optionGroupSchema),
  })
  .refine((p) => p.calories.base <= p.calories.max, { message: 'calories.max is below calories.base.', path: ['calories'] })
  .refine((p) => p.min_quantity <= p.max_quantity, { message: 'min_quantity exceeds max_quantity.', path: ['min_quantity'] })
export type Product = z.infer<typeof productSchema>

export const categorySchema = z
  .object({
    id: idSchema,
    name: z.string().min(1),
    description: z.string(),
    products: z.array(productSchema).min(1),
  })
  .refine((c) => c.products.every((p) => p.category === c.id), 'Every product names the category that holds it.')
export type Category = z.infer<typeof categorySchema>

export const supercategorySchema = z.object({
  name: z.string().min(1),
  subcategories: z.array(idSchema).min(1),
})
export type Supercategory = z.infer<typeof supercategorySchema>

export const menuSchema = z
  .object({
    id: idSchema,
    supercategories: z.array(supercategorySchema),
    categories: z.array(categorySchema),
    singles: z.array(productSchema),
    imagepath: z.string().min(1),
    // Set by the client when it stores a menu; upstream menus come without one.
    expires: z.iso.datetime({ offset: true }).nullable(),
  })
  .superRefine((menu, ctx) => {
    const categoryIds = new Set(menu.categories.map((c) => c.id))
    menu.supercategories.forEach((s, i) => {
      for (const id of s.subcategories) {
        if (!categoryIds.has(id)) {
          ctx.addIssue({ code: 'custom', message: `Unknown subcategory ${id}.`, path: ['supercategories', i] })
        }
      }
    })
    menu.singles.forEach((p, i) => {
      if (p.category !== null) {
        ctx.addIssue({ code: 'custom', message: 'A single has no category.', path: ['singles', i, 'category'] })
      }
    })
  })
export type Menu = z.infer<typeof menuSchema>

export const defaultMenusSchema = z.object({
  menu_id: idSchema,
  stores: z.array(z.string().regex(STORE_ID_PATTERN)),
})
export type DefaultMenus = z.infer<typeof defaultMenusSchema>

export const upsellItemSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  cost: priceSchema,
  category: idSchema.nullable(),
  product_id: idSchema,
})
export type UpsellItem = z.infer<typeof upsellItemSchema>

export const couponSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9]{3,20}$/),
    description: z.string().min(1),
    kind: z.enum(['percent', 'amount']),
    value: z.number().positive(),
    min_subtotal: priceSchema,
  })
  .refine((c) => (c.kind === 'amount' ? isWholeCents(c.value) : c.value <= 100), {
    message: 'A percent is at most 100; an amount is whole cents.',
    path: ['value'],
  })
export type Coupon = z.infer<typeof couponSchema>

export const stateTaxRateSchema = z.object({
  state: z.string().regex(/^[A-Z]{2}$/),
  // A fraction, not a percent: 0.06875 means 6.875 %.
  rate: z.number().min(0).max(0.2),
})
export type StateTaxRate = z.infer<typeof stateTaxRateSchema>
