import { z } from 'zod'

// A pre-order window as editors set it in the CMS: which bakery items can be ordered days ahead, from when until
// when, and the pickup windows on the days the bakery hands them out. Dates and times are the restaurant's own wall
// clock ("order by Tuesday 2 pm" means 2 pm where the pies are baked), so one window serves every time zone.

const LOCAL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export const localDateSchema = z.string().regex(LOCAL_DATE, 'A date reads YYYY-MM-DD.')
export const localTimeSchema = z.string().regex(LOCAL_TIME, 'A time reads HH:MM (24-hour).')

/** One pickup window on one day, e.g. Wednesday 8:00 to 11:00. Its key is "2026-11-25T08:00". */
export const pickupWindowSchema = z
  .object({ date: localDateSchema, start: localTimeSchema, end: localTimeSchema })
  .refine((pickup) => pickup.start < pickup.end, { message: 'A pickup window starts before it ends.', path: ['end'] })
export type PickupWindow = z.infer<typeof pickupWindowSchema>

export const pickupKeyOf = (pickup: Pick<PickupWindow, 'date' | 'start'>): string => `${pickup.date}T${pickup.start}`
export const PICKUP_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
export const PREORDER_WINDOW_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const preorderWindowSchema = z
  .object({
    /** Stable id, e.g. "thanksgiving-2026"; the basket and the capacity ledger refer to it. */
    id: z.string().max(64).regex(PREORDER_WINDOW_ID_PATTERN),
    /** What a visitor reads: "Thanksgiving pies". */
    title: z.string().min(1).max(80),
    /** One plain sentence: "Order by Tuesday 2 pm, pick up Wednesday or Thursday morning." */
    summary: z.string().min(1).max(200),
    /** The first local day orders are taken. */
    opens_on: localDateSchema,
    /** The last moment to order, in the restaurant's own clock. */
    order_by: z.object({ date: localDateSchema, time: localTimeSchema }),
    /** The menu SKUs that can be pre-ordered in this window (whole pies, bakery boxes). */
    skus: z.array(z.string().min(1).max(32)).min(1).max(50),
    pickups: z.array(pickupWindowSchema).min(1).max(30),
  })
  .refine((w) => w.opens_on <= w.order_by.date, { message: 'A window opens before its order-by date.', path: ['opens_on'] })
  .refine((w) => w.pickups.every((p) => p.date >= w.order_by.date), {
    message: 'Pickups come after the order-by date.',
    path: ['pickups'],
  })
  .refine((w) => new Set(w.pickups.map(pickupKeyOf)).size === w.pickups.length, {
    message: 'Each pickup window is listed once.',
    path: ['pickups'],
  })
export type PreorderWindow = z.infer<typeof preorderWindowSchema>

export const preorderWindowsSchema = z
  .array(preorderWindowSchema)
  .max(20)
  .refine((windows) => new Set(windows.map((w) => w.id)).size === windows.length, 'Each window has its own id.')
