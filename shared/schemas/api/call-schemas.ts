import type { z } from 'zod'
import { preorderChoicePayloadSchema } from './preorder.ts'
import type { ApiCallId } from '../../api-calls.ts'
import { locationQuerySchema, locationSearchQuerySchema } from './locations.ts'
import {
  emailChangeLinkPayloadSchema,
  forgotPasswordPayloadSchema,
  memberCodePayloadSchema,
  memberIdQuerySchema,
  memberLocationsQuerySchema,
  memberUpdatePayloadSchema,
  redeemPayloadSchema,
  resetPasswordPayloadSchema,
  signinPayloadSchema,
  signupPayloadSchema,
} from './members.ts'
import { menuTimesQuerySchema } from './menus.ts'
import {
  addProductsPayloadSchema,
  applyRewardsPayloadSchema,
  couponPayloadSchema,
  createOrderPayloadSchema,
  customFieldsPayloadSchema,
  favouriteOrderPayloadSchema,
  giftCardPayloadSchema,
  orderAddressPayloadSchema,
  orderTimePayloadSchema,
  referralsPayloadSchema,
  reorderPayloadSchema,
  rewardsQuerySchema,
  submitOrderPayloadSchema,
  tipPayloadSchema,
  trackPayloadSchema,
  updateProductPayloadSchema,
  upsellAddPayloadSchema,
} from './orders.ts'

// The payload schemas of the call table (../../api-calls.ts), keyed by the same ids. A call with neither entry
// takes no query and no body. The table's `query` names and `body` flag must agree with these; a test checks it.

export interface CallSchemas {
  readonly query?: z.ZodType<Record<string, unknown>>
  readonly body?: z.ZodType
}

export const apiSchemas = {
  membersCreate: { body: signupPayloadSchema },
  membersSignin: { body: signinPayloadSchema },
  membersForgotPassword: { body: forgotPasswordPayloadSchema },
  membersResetPassword: { body: resetPasswordPayloadSchema },
  membersVerifyForgotPasswordLink: {},
  membersCode: { body: memberCodePayloadSchema },
  membersGet: {},
  membersUpdate: { body: memberUpdatePayloadSchema },
  membersConfirmEmail: { body: emailChangeLinkPayloadSchema },
  membersUndoEmailChange: { body: emailChangeLinkPayloadSchema },
  membersSignout: {},
  locationsSearch: { query: locationSearchQuerySchema },
  membersLocations: { query: memberLocationsQuerySchema },
  locationsGet: { query: locationQuerySchema },
  membersFavesLocationsAdd: {},
  membersFavesLocationsRemove: {},
  menusGet: {},
  menusProductGet: {},
  menusTimes: { query: menuTimesQuerySchema },
  ordersRecent: {},
  ordersReorder: { body: reorderPayloadSchema },
  ordersFavesCreate: { body: favouriteOrderPayloadSchema },
  ordersFavesList: {},
  ordersFavesReorder: { body: reorderPayloadSchema },
  ordersCreate: { body: createOrderPayloadSchema },
  ordersGet: {},
  ordersProductsAdd: { body: addProductsPayloadSchema },
  ordersProductUpdate: { body: updateProductPayloadSchema },
  ordersProductRemove: {},
  ordersValidate: {},
  ordersHandoff: {},
  ordersAddress: { body: orderAddressPayloadSchema },
  ordersCustomFields: { body: customFieldsPayloadSchema },
  ordersTimeSet: { body: orderTimePayloadSchema },
  ordersTimeClear: {},
  ordersPreorderGet: {},
  ordersPreorderSet: { body: preorderChoicePayloadSchema },
  ordersPreorderClear: {},
  ordersTip: { body: tipPayloadSchema },
  ordersCouponApply: { body: couponPayloadSchema },
  ordersCouponRemove: {},
  ordersReferrals: { body: referralsPayloadSchema },
  upsellsGet: {},
  upsellsAdd: { body: upsellAddPayloadSchema },
  ordersGiftcard: { body: giftCardPayloadSchema },
  ordersToken: {},
  ordersSubmit: { body: submitOrderPayloadSchema },
  ordersTrack: { body: trackPayloadSchema },
  ordersStatus: {},
  ordersCancel: {},
  ordersAbandon: {},
  membersPayments: {},
  membersPaymentRemove: {},
  membersAddresses: {},
  membersAddressRemove: {},
  membersOffers: {},
  membersBalance: {},
  membersBalanceRefresh: { query: memberIdQuerySchema },
  membersRedeem: { query: memberIdQuerySchema, body: redeemPayloadSchema },
  ordersRewardsGet: { query: rewardsQuerySchema },
  ordersRewardsApply: { body: applyRewardsPayloadSchema },
  ordersRewardRemove: {},
  ordersPoints: {},
} as const satisfies Record<ApiCallId, CallSchemas>

type Schemas = typeof apiSchemas
type NoFields = Record<never, never>

export type ApiQueryInput<Id extends ApiCallId> = Schemas[Id] extends { query: infer S extends z.ZodType } ? z.input<S> : NoFields
export type ApiBodyInput<Id extends ApiCallId> = Schemas[Id] extends { body: infer S extends z.ZodType } ? z.input<S> : NoFields

/** What the typed client takes for a call: query fields and body fields in one object (the table says which is which). */
export type ApiPayload<Id extends ApiCallId> = ApiQueryInput<Id> & ApiBodyInput<Id>
