import { z } from 'zod'
import { locationSchema } from '../location.ts'
import { menuSchema, productSchema, upsellItemSchema } from '../menu.ts'
import { orderSchema } from '../order.ts'
import { preorderOffersSchema } from './preorder.ts'
import { userSchema, userTokenSchema } from '../member.ts'
import { savedAddressesResultSchema } from '../saved-address.ts'
import { savedCardsResultSchema } from '../saved-card.ts'
import type { ApiCallId } from '../../api-calls.ts'

// What the upstream answers, where the site reads the answer. The product fixes few response shapes; the rest are
// our own choices that the sandbox implements. The proxy passes bodies through (after its edge behaviours);
// these schemas type the browser client and let the sandbox's tests hold it to the same shapes.

/**
 * locations/search: the stores near the searched place, nearest first, each with its distance in miles, plus
 * where the search was centred (null when the text names no known place: then no store is near it). Our own shape,
 * as the sandbox answers it; the edge drops location 1134 from `locations` and lowers `count` to match.
 */
const locationSearchResultSchema = z.object({
  count: z.number().int().nonnegative(),
  origin: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }).nullable(),
  radius_miles: z.number().positive(),
  locations: z.array(locationSchema.extend({ distance: z.number().nonnegative() })),
})

/** Member location search result. */
const memberLocationsResultSchema = z.object({
  count: z.number().int().nonnegative(),
  locations: z.array(z.looseObject({ sid: z.union([z.string(), z.number()]), address: z.string(), city: z.string(), state: z.string() })),
})

/** locations/{id}: the location, with its menu embedded when asked withMenu. */
const locationResultSchema = locationSchema.extend({ menu: menuSchema.optional() })

/** members/faves/locations/{id} returns favelocations. */
const favouriteLocationsResultSchema = userSchema.pick({ favelocations: true })

/** upsells/{id} returns items. */
const upsellsResultSchema = z.object({ items: z.array(upsellItemSchema) })

/** POST upsells/{id}: the updated basket, or an action that sends the visitor to a product page. */
const upsellAddResultSchema = z.union([orderSchema, z.object({ action: z.literal('redirect'), product_id: z.number().int().positive() })])

// Loyalty answers (our own shapes, as the sandbox answers them; as the ordering provider does: balance with banked rewards,
// an offers/rewards list, redeeming a reward into a code, rewards applied to a basket by reference).

/** A redeemed ("banked") reward: a fixed amount off one order. Its reference is also the code shown to the member. */
const bankedRewardSchema = z.looseObject({
  reference: z.string(),
  code: z.string(),
  reward_code: z.string(),
  name: z.string(),
  points: z.number().int(),
  amount: z.number(),
  redeemed_at: z.string(),
})

/**
 * GET and POST members/balance. points are earned (completed orders) and redeemable; pending_points are what placed
 * orders will earn once picked up or delivered (0 from a provider that does not say).
 */
const memberBalanceResultSchema = z.looseObject({
  member_id: z.union([z.string(), z.number()]),
  points: z.number().int(),
  pending_points: z.number().int().nonnegative().default(0),
  lifetime_points: z.number().int(),
  points_per_dollar: z.number(),
  rewards: z.array(bankedRewardSchema),
  next_reward: z.object({ code: z.string(), name: z.string(), points: z.number().int(), points_needed: z.number().int() }).nullable(),
})

/** GET members/offers/all: every reward of the programme, with whether the balance unlocks it. */
const memberOffersResultSchema = z.looseObject({
  points: z.number().int(),
  offers: z.array(
    z.looseObject({
      code: z.string(),
      name: z.string(),
      description: z.string(),
      points: z.number().int(),
      amount: z.number(),
      unlocked: z.boolean(),
      points_needed: z.number().int(),
    }),
  ),
  rewards: z.array(bankedRewardSchema),
})

/** POST members/redeem: the new banked reward and the balance after it. */
const redeemResultSchema = z.looseObject({ reward: bankedRewardSchema, balance: memberBalanceResultSchema })

/** GET orders/{id}/rewards: the member's unspent rewards for this basket, and which one is on it. */
const orderRewardsResultSchema = z.looseObject({
  applied: z.string().nullable(),
  blocked_by_coupon: z.boolean(),
  rewards: z.array(bankedRewardSchema.extend({ applied: z.boolean() })),
})

/**
 * GET orders/{id}/points: the VIP Perks points the order earns once picked up or delivered, by the programme's rules
 * as the upstream applies them (a basket's as priced now, a placed order's as placed, a cancelled one's 0). The site
 * shows the number and never works it out itself.
 */
const orderPointsResultSchema = z.looseObject({ id: z.string(), points: z.number().int().nonnegative() })

/** members/forgotPassword answers the same whether or not the email has an account. */
const forgotPasswordResultSchema = z.looseObject({ sent: z.literal(true) })
/** members/verifyForgotPasswordLink: the link is good; whose account it resets, masked. */
const verifyResetLinkResultSchema = z.looseObject({ valid: z.literal(true), email: z.string() })
const resetPasswordResultSchema = z.looseObject({ reset: z.literal(true) })
/** members/update: the profile, and a new sign-in email that waits for its confirmation link, if one was asked for. */
const memberUpdateResultSchema = userSchema.extend({ pending_email: z.string().optional() })
/** members/confirmEmail: the new sign-in email. members/undoEmailChange: the email it is (again). */
const emailConfirmedResultSchema = z.looseObject({ confirmed: z.literal(true), email: z.string() })
const emailChangeUndoneResultSchema = z.looseObject({ undone: z.literal(true), email: z.string() })
/** orders/{id}/submit: the placed order; for a guest, the one-use proof of having placed it (order_claim). */
const submitResultSchema = orderSchema.extend({ order_claim: z.string().optional(), order_claim_expires: z.string().optional() })

export const apiResponseSchemas = {
  membersCreate: userTokenSchema,
  membersSignin: userTokenSchema,
  membersCode: userTokenSchema,
  membersForgotPassword: forgotPasswordResultSchema,
  membersVerifyForgotPasswordLink: verifyResetLinkResultSchema,
  membersResetPassword: resetPasswordResultSchema,
  membersGet: userSchema,
  membersUpdate: memberUpdateResultSchema,
  membersConfirmEmail: emailConfirmedResultSchema,
  membersUndoEmailChange: emailChangeUndoneResultSchema,
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
  ordersPreorderGet: preorderOffersSchema,
  ordersPreorderSet: orderSchema,
  ordersPreorderClear: orderSchema,
  ordersTip: orderSchema,
  ordersCouponApply: orderSchema,
  ordersCouponRemove: orderSchema,
  ordersRewardsGet: orderRewardsResultSchema,
  ordersRewardsApply: orderSchema,
  ordersRewardRemove: orderSchema,
  ordersPoints: orderPointsResultSchema,
  ordersReferrals: orderSchema.extend({ referrals: z.array(z.string()) }),
  membersOffers: memberOffersResultSchema,
  membersBalance: memberBalanceResultSchema,
  membersBalanceRefresh: memberBalanceResultSchema,
  membersRedeem: redeemResultSchema,
  membersAddresses: savedAddressesResultSchema,
  membersPayments: savedCardsResultSchema,
  membersPaymentRemove: savedCardsResultSchema,
  membersAddressRemove: savedAddressesResultSchema,
  ordersSubmit: submitResultSchema,
  ordersStatus: orderSchema,
  upsellsGet: upsellsResultSchema,
  upsellsAdd: upsellAddResultSchema,
} as const satisfies Partial<Record<ApiCallId, z.ZodType>>

type ResponseSchemas = typeof apiResponseSchemas

/** The parsed body of a successful call; `unknown` where the shape is not pinned down yet. */
export type ApiResponse<Id extends ApiCallId> = Id extends keyof ResponseSchemas ? z.output<ResponseSchemas[Id]> : unknown
