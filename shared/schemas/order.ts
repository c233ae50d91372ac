import { z } from 'zod'
import { orderPreorderSchema } from './api/preorder.ts'

// Order line, as the upstream returns them. Money is dollars with two decimals on the wire.

export const handoffSchema = z.enum(['pickup', 'curbside', 'delivery', 'dispatch'])
export type Handoff = z.infer<typeof handoffSchema>

export const orderTypeSchema = z.enum(['pickup', 'delivery'])
export type OrderType = z.infer<typeof orderTypeSchema>

export const orderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int().min(0).max(99),
  cost: z.object({ base: z.number().optional(), total: z.number() }),
  choices: z.array(z.object({ option_id: z.number().int(), name: z.string().optional(), cost: z.number().optional() })).default([]),
})
export type OrderLine = z.infer<typeof orderLineSchema>

const orderTaxSchema = z.object({ label: z.string(), amount: z.number() })

const orderTotalsSchema = z.object({
  subtotal: z.number(),
  tax: z.number().optional(),
  tip: z.number().optional(),
  discount: z.number().optional(),
  delivery: z.number().optional(),
  fees: z.number().optional(),
  total: z.number(),
  estimated: z.boolean().optional(),
})

export const orderSchema = z.looseObject({
  id: z.string(),
  location_id: z.number().int().optional(),
  menu_id: z.number().int().optional(),
  handoff: handoffSchema,
  products: z.array(orderLineSchema),
  taxes: z.array(orderTaxSchema).default([]),
  totals: orderTotalsSchema,
  /** A holiday pre-order's window and pickup window; absent or null for an everyday order. */
  preorder: orderPreorderSchema,
})
export type Order = z.infer<typeof orderSchema>

export const orderAddressSchema = z.object({
  address: z.string().min(1),
  city: z.string().min(1),
  zip: z.string().regex(/^\d{5}$/),
})
export type OrderAddress = z.infer<typeof orderAddressSchema>
