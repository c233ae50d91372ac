import { z } from 'zod'
import { locationSchema } from '../location.ts'
import { menuSchema, productSchema, upsellItemSchema } from '../menu.ts'
import { orderSchema } from '../order.ts'
import { userSchema, userTokenSchema } from '../member.ts'
import type { ApiCallId } from '../../api-calls.ts'

// What the upstream answers, where the site reads the answer. Spec §7 shows few response shapes; the rest are
// spec-silent choices that the sandbox implements. The proxy passes bodies through (after its edge behaviours);
// these schemas type the browser client and let the sandbox's tests hold it to the same shapes.

/**
 * locations/search: the stores near the searched place, nearest first, each with its distance in miles, plus
 * where the search was centred. Spec-silent shape, as the sandbox answers it; the edge drops location 1134 from
 * `locations` and lowers `count` to match.
 */
export const locationSearchResultSchema = z.object({
  count: z.number().int().nonnegative(),
  origin: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
  radius_miles: z.number().positive(),
  locations: z.array(locationSchema.extend({ distance: z.number().nonnegative() })),
})

/** Spec §3 member location search result. */
export const memberLocationsResultSchema = z.object({
  count: z.number().int().nonnegative(),
  locations: z.array(z.looseObject({ sid: z.union([z.string(), z.number()]), address: z.string(), city: z.string(), state: z.string() })),
})

/** locations/{id}: the location, with its menu embedded when asked withMenu (spec §3, §7). */
export const locationResultSchema = locationSchema.extend({ menu: menuSchema.optional() })

/** members/faves/locations/{id} returns favelocations (spec §7). */
export const favouriteLocationsResultSchema = userSchema.pick({ favelocations: true })

/** upsells/{id} returns items (spec §7). */
export const upsellsResultSchema = z.object({ items: z.array(upsellItemSchema) })

/** POST upsells/{id}: the updated basket, or an action that sends the visitor to a product page (spec §7, §8). */
export const upsellAddResultSchema = z.union([
  orderSchema,
  z.object({ action: z.literal('redirect'), product_id: z.number().int().positive() }),
])

export const apiResponseSchemas = {
  membersCreate: userTokenSchema,
  membersSignin: userTokenSchema,
  membersCode: userTokenSchema,
  membersGet: userSchema,
  membersUpdate: userSchema,
  locationsSearch: locationSearchResultSchema,
  membersLocations: memberLocationsResultSchema,
  locationsGet: locationResultSchema,
  membersFavesLocationsAdd: favouriteLocationsResultSchema,
  membersFavesLocationsRemove: favouriteLocationsResultSchema,
  menusGet: menuSchema,
  menusProductGet: productSchema,
  ordersRecent: z.array(orderSchema),
  ordersReorder: orderSchema,
  ordersFavesReorder: orderSchema,
  ordersCreate: orderSchema,
  ordersGet: orderSchema,
  ordersProductsAdd: orderSchema,
  ordersProductUpdate: orderSchema,
  ordersProductRemove: orderSchema,
  ordersValidate: orderSchema,
  ordersHandoff: orderSchema,
  ordersAddress: orderSchema,
  ordersCustomFields: orderSchema,
  ordersTimeSet: orderSchema,
  ordersTimeClear: orderSchema,
  ordersTip: orderSchema,
  ordersCouponApply: orderSchema,
  ordersCouponRemove: orderSchema,
  ordersRewardsApply: orderSchema,
  ordersRewardRemove: orderSchema,
  ordersSubmit: orderSchema,
  ordersStatus: orderSchema,
  upsellsGet: upsellsResultSchema,
  upsellsAdd: upsellAddResultSchema,
} as const satisfies Partial<Record<ApiCallId, z.ZodType>>

type ResponseSchemas = typeof apiResponseSchemas

/** The parsed body of a successful call; `unknown` where the shape is not pinned down yet. */
export type ApiResponse<Id extends ApiCallId> = Id extends keyof ResponseSchemas ? z.output<ResponseSchemas[Id]> : unknown
