import { z } from 'zod'
import { QUANTITY_MAX, QUANTITY_MIN } from '../../constants.ts'
import { API_PARAM_PATTERNS } from '../../api-calls.ts'
import { isEmail, isName, isPhone } from '../../validation/loyalty-signup.ts'
import { storeIdSchema } from '../location.ts'
import { priceSchema } from '../menu.ts'
import { orderAddressSchema } from '../order.ts'
import { memberIdSchema, optionIdListSchema, orderRefSchema, positiveIdSchema, requiredText } from './common.ts'

// Basket and checkout payloads. Where the call table names a field but not its shape, the choice is written beside it;
// the sandbox upstream implements these same shapes.

const quantity = z.number().int().min(1).max(QUANTITY_MAX)

/**
 * POST orders/create. The call table names menu_id only; one menu serves many stores and a basket belongs to one store
 * (its hours, tax and delivery area), so the store travels too as location_id (our choice, optional).
 */
export const createOrderPayloadSchema = z.strictObject({ menu_id: positiveIdSchema, location_id: storeIdSchema.optional() })

/** POST orders/reorder and orders/faves/reorder: the past (or favourite) order to copy into a new basket. */
export const reorderPayloadSchema = z.strictObject({ id: orderRefSchema })

/** POST orders/faves: save an order under a name (our choice: up to 128 characters). */
export const favouriteOrderPayloadSchema = z.strictObject({
  id: orderRefSchema,
  description: requiredText('Please name your favorite order.', 128),
})

/** One product to add: the menu product, how many, and its chosen options as a comma list. */
const newOrderLineSchema = z.strictObject({
  product_id: positiveIdSchema,
  quantity,
  choices: optionIdListSchema.optional(),
})

export const addProductsPayloadSchema = z.strictObject({ products: z.array(newOrderLineSchema).min(1).max(50) })

/** PUT orders/{id}/products/{productId}: id is the basket line, quantity 0 to 99, choices a comma list. */
export const updateProductPayloadSchema = z.strictObject({
  id: positiveIdSchema,
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  choices: optionIdListSchema.optional(),
})

/** PUT orders/{id}/address: delivery or dispatch, with the street address. */
export const orderAddressPayloadSchema = z.strictObject({
  type: z.enum(['delivery', 'dispatch']),
  address: orderAddressSchema,
})

/** PUT orders/{id}/custom: the provider's custom fields (curbside vehicle make, model, colour), our own shape. */
export const customFieldsPayloadSchema = z.strictObject({
  fields: z
    .array(z.strictObject({ id: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), positiveIdSchema]), value: z.string().max(128) }))
    .min(1)
    .max(20),
})

/** PUT orders/{id}/time: an advance time wanted (our choice: ISO date-time with offset). ASAP is the DELETE. */
export const orderTimePayloadSchema = z.strictObject({ time: z.iso.datetime({ offset: true }) })

/** PUT orders/{id}/tip: dollars with two decimals; the upper bound is a typo guard. */
export const tipPayloadSchema = z.strictObject({ amount: priceSchema.max(1000) })

export const couponPayloadSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
})

/** PUT orders/{id}/referrals: our choice; referral codes as text. */
export const referralsPayloadSchema = z.strictObject({
  referrals: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(10),
})

/** Our own gift-card formats: a 10–19 digit number and a 3–8 digit pin. */
const giftCardNumberSchema = z.string().regex(/^\d{10,19}$/)
const giftCardPinSchema = z.string().regex(/^\d{3,8}$/)

export const giftCardPayloadSchema = z.strictObject({ number: giftCardNumberSchema, pin: giftCardPinSchema })

// Payments at submit (as the ordering provider does: credit card by the provider's token, gift card, pay in store). The site never
// carries a card number: a new card is the checkout script's token, a saved one is the member's account id.
const optionalAmount = priceSchema.optional()
export const paymentSchema = z.discriminatedUnion('type', [
  z
    .strictObject({
      type: z.literal('creditcard'),
      token: z.string().min(1).max(2048).optional(),
      account_id: positiveIdSchema.optional(),
      amount: optionalAmount,
      /** A member's new card: keep it for next time (the checkout box, unticked by default). */
      save: z.boolean().optional(),
    })
    .refine((card) => (card.token === undefined) !== (card.account_id === undefined), 'Please choose one card to pay with.'),
  z.strictObject({ type: z.literal('giftcard'), number: giftCardNumberSchema, pin: giftCardPinSchema, amount: optionalAmount }),
  z.strictObject({ type: z.literal('instore') }),
])
export type Payment = z.infer<typeof paymentSchema>

const payments = z.array(paymentSchema).min(1).max(5)

/**
 * POST orders/{id}/submit: a guest sends its details; a member sends usertype user and the ordering token, and
 * save_address (our own field) when they ticked "Save this address": only then does a delivery address join their
 * saved addresses.
 */
export const submitOrderPayloadSchema = z.discriminatedUnion('usertype', [
  z.strictObject({
    usertype: z.literal('guest'),
    first_name: z.string().max(64).refine(isName, 'Please enter your first name.'),
    last_name: z.string().max(64).refine(isName, 'Please enter your last name.'),
    email: z.string().max(254).refine(isEmail, 'Please enter a valid email.'),
    phone: z.string().max(20).refine(isPhone, 'Please enter a valid 10 digit phone number'),
    payments,
  }),
  z.strictObject({ usertype: z.literal('user'), payments, save_address: z.boolean().optional() }),
])

/** POST orders/{id}/track ("id, products; or error, type"): the analytics echo of an order or of a failure. */
export const trackPayloadSchema = z.union([
  z.strictObject({
    id: orderRefSchema,
    products: z
      .array(
        z.strictObject({
          id: z.union([positiveIdSchema, z.string().max(64)]),
          name: z.string().max(200),
          price: z.number(),
          quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
        }),
      )
      .max(100),
  }),
  z.strictObject({ error: z.string().min(1).max(500), type: z.string().min(1).max(64) }),
])

/** POST upsells/{id}: suggested items to add (items of id and quantity). */
export const upsellAddPayloadSchema = z.strictObject({
  items: z
    .array(z.strictObject({ id: positiveIdSchema, quantity }))
    .min(1)
    .max(20),
})

/** GET orders/{id}/rewards lists the member's rewards usable on this basket. */
export const rewardsQuerySchema = z.strictObject({ memberid: memberIdSchema })

/** PUT orders/{id}/rewards applies rewards by reference; "one reward per basket" is the upstream's rule and its message. */
export const applyRewardsPayloadSchema = z.strictObject({
  memberid: memberIdSchema,
  references: z.array(z.string().regex(API_PARAM_PATTERNS.rewardRef)).min(1).max(10),
})
