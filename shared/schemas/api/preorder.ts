import { z } from 'zod'
import { PICKUP_KEY_PATTERN, PREORDER_WINDOW_ID_PATTERN } from '../preorder-window.ts'
import { storeIdSchema } from '../location.ts'

// Holiday pre-order calls (our own): choosing a pickup window for a basket, what the restaurant offers, and the
// operator's capacity setting.

/** PUT orders/{id}/preorder: the window by id and one of its pickup windows by key ("2026-11-25T08:00"). */
export const preorderChoicePayloadSchema = z.strictObject({
  window: z.string().max(64).regex(PREORDER_WINDOW_ID_PATTERN),
  pickup: z.string().regex(PICKUP_KEY_PATTERN),
})

/** PUT /_sandbox/preorder-capacity (development and test): pre-order items a store bakes per pickup window. */
export const preorderCapacityPayloadSchema = z.strictObject({
  location_id: storeIdSchema,
  per_pickup: z.number().int().min(0).max(10_000),
})

const offeredPickupSchema = z.object({
  key: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  /** "Wed, Nov 25, 8–11 AM" */
  label: z.string(),
  /** The window's start as an instant. */
  time: z.string(),
  remaining: z.number().int().nonnegative(),
  full: z.boolean(),
})
export type OfferedPickup = z.infer<typeof offeredPickupSchema>

/** GET orders/{id}/preorder: the windows open now at the basket's restaurant, and the basket's choice. */
export const preorderOffersSchema = z.object({
  windows: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      summary: z.string(),
      order_by: z.string(),
      /** How many of the basket's items this window takes. */
      items: z.number().int().nonnegative(),
      /** The basket's lines it does not take (everyday food), by name. */
      others: z.array(z.string()),
      pickups: z.array(offeredPickupSchema),
    }),
  ),
  chosen: z.object({ window: z.string(), pickup: z.string() }).nullable(),
})
export type PreorderOffers = z.infer<typeof preorderOffersSchema>

/** An order's pre-order as the order answers carry it (null for an everyday order). */
export const orderPreorderSchema = z
  .object({
    window_id: z.string(),
    title: z.string(),
    pickup: z.object({ key: z.string(), date: z.string(), start: z.string(), end: z.string(), label: z.string() }),
  })
  .nullable()
  .optional()
