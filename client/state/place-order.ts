import type { Payment } from '#shared/schemas/api/orders.ts'
import type { User } from '#shared/schemas/member.ts'
import type { Order } from '#shared/schemas/order.ts'
import { isEmail, isName, isPhone, LOYALTY_SIGNUP_MESSAGES } from '#shared/validation/loyalty-signup.ts'
import { BOT_CHECK_LOAD_FAILED, CORRECT_INPUTS, ORDER_ALREADY_PLACED, TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import { SUBMIT_FIELDS } from '#shared/submit-fields.ts'
import type { AppliedGiftCard } from '../components/ordering/checkout-gift-card.tsx'
import type { Api, ApiFailure } from '../api.ts'
import { BotCheckError } from './account-bot-check.ts'
import { changeBasket, takeBasket } from './basket-changes.ts'
import { revalidate } from './order-actions.ts'
import {
  BESIDE_FIELDS,
  CHOOSE_PICKUP,
  CHOOSE_TIME,
  GUEST_FIELDS,
  refusalText,
  VEHICLE_FIELDS,
  vehicleFieldId,
  type FieldErrors,
} from './order-checkout.ts'
import { wantedTimeOf } from './order-details.ts'
import type { ClientStore } from './store.ts'

// Place order, from what the visitor typed to the confirmation: check what was typed, put the curbside vehicle on
// the basket, validate (the total with taxes), build the payments, submit once. Each step that is refused stops
// the work and says where the refusal belongs (a field id, the card form, the error list); the screen only shows it.
// The upstream names the input a refusal is about (`field`): that, never the wording, decides where it is shown.

export interface Guest {
  firstName: string
  lastName: string
  email: string
  phone: string
}

/** The field ids of checkout the workflow puts refusals beside (the pickup picker's is the upstream's own name). */
export const CHECKOUT_FIELD_IDS = { pickup: SUBMIT_FIELDS.pickup, giftCard: 'gift-card' } as const

/** The card form, as the workflow needs it: the provider's hosted fields stay behind it. */
export interface CardBoundary {
  /**
   * Checks every card field, showing each problem beside its field; true when all are good. `focus: false` leaves the
   * keyboard where it is: a field above the card has a problem, and the keyboard goes there.
   */
  check: (options?: { focus?: boolean }) => Promise<boolean>
  /** A single-use token for this basket (a saved card: its code re-entered); null when the form shows why not. */
  tokenize: (cardholder: { firstName: string; lastName: string; order: string }) => Promise<string | null>
  /** Shows a refusal of the card under the card number. */
  showError: (message: string) => void
  clear: () => void
}

/** What the visitor chose and typed on the checkout screen. */
export interface PlaceOrderInput {
  /** The signed-in member; null for a guest, whose contact details are then required. */
  user: Pick<User, 'first_name' | 'last_name'> | null
  guest: Guest
  /** The curbside vehicle as typed, by custom field id. */
  vehicle: Readonly<Record<string, string>>
  /** A holiday pickup was chosen but no pickup window yet. */
  pickupToChoose: boolean
  /**
   * When the visitor chose, as the picker shows it ('asap', 'later', 'preorder'; null without a picker): the basket must
   * hold a time for 'later', and none for 'asap'.
   */
  when: string | null
  giftCard: AppliedGiftCard | null
  payInStore: boolean
  /** A member's saved card chosen to pay with (its code re-entered in the card form). */
  savedCardId: number | null
  /** A member ticked "save this card". */
  saveCard: boolean
  /** A member ticked "save this address". */
  saveAddress: boolean
}

export interface PlaceOrderDeps {
  api: Api
  store: Pick<ClientStore, 'activeOrder' | 'activeErrors' | 'recaptchaSiteKey'>
  card: CardBoundary | null
  /** The bot-check token (a gift card's PIN travels with the submit, so the edge asks for one). */
  botCheck: (siteKey: string | null) => Promise<string>
  navigate: (to: string) => void
  rememberClaim: (orderId: string, claim: string, expires: string | undefined) => void
  rememberPlaced: (order: Order) => void
}

export type PlaceOrderOutcome =
  /** The order is placed; the visitor is on their way to its confirmation. */
  | { kind: 'placed'; orderId: string }
  /** Stopped before anything was sent or after a refusal: these errors, by field id, replace the ones shown. */
  | { kind: 'stopped'; errors: FieldErrors; focus: string | null }
  /** The order exists already: the error catalogue has opened its confirmation. */
  | { kind: 'already-placed' }
  /** Nothing to place (the basket went away). */
  | { kind: 'no-basket' }

const stopped = (errors: FieldErrors = {}, focus: string | null = null): PlaceOrderOutcome => ({ kind: 'stopped', errors, focus })

export function guestProblems(guest: Guest): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!isName(guest.firstName)) problems['guest-first-name'] = LOYALTY_SIGNUP_MESSAGES.first_name
  if (!isName(guest.lastName)) problems['guest-last-name'] = LOYALTY_SIGNUP_MESSAGES.last_name
  if (!isEmail(guest.email)) problems['guest-email'] = LOYALTY_SIGNUP_MESSAGES.email
  if (!isPhone(guest.phone)) problems['guest-phone'] = LOYALTY_SIGNUP_MESSAGES.phone
  return problems
}

/** A refusal beside a group of fields: the first gets the words, the rest of the group is marked red. */
function besideGroup(failure: ApiFailure, fields: readonly string[]): FieldErrors {
  const text = refusalText(failure)
  return Object.fromEntries(fields.map((field, index) => [field, index === 0 ? text : '']))
}

/**
 * Places the order in its turn with the basket's changes (basket-changes.ts): a tip, coupon or time tapped just
 * before is answered first, and one tapped while the order is being placed waits until it is, so the total
 * validated and charged is the basket's as the visitor left it.
 */
export function placeOrder(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  return changeBasket(() => placeOrderInTurn(deps, input))
}

async function placeOrderInTurn(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const { api, store, card } = deps
  const current = store.activeOrder
  if (!current) return { kind: 'no-basket' }

  // 1. What the visitor typed, checked here first; every problem beside its field, nothing cleared.
  const problems: Record<string, string> = {}
  if (!input.user) Object.assign(problems, guestProblems(input.guest))
  if (input.pickupToChoose) problems[CHECKOUT_FIELD_IDS.pickup] = CHOOSE_PICKUP
  if (input.when === 'later' && wantedTimeOf(current) === null) problems[CHECKOUT_FIELD_IDS.pickup] = CHOOSE_TIME
  if (current.handoff === 'curbside') {
    for (const field of VEHICLE_FIELDS)
      if (!(input.vehicle[field.id] ?? '').trim()) problems[vehicleFieldId(field.id)] = `Please enter your ${field.label.toLowerCase()}.`
  }
  const giftCard = input.giftCard
  const giftCovers = giftCard !== null && giftCard.balance >= current.totals.total
  // The card form shows its own problems beside its fields, alongside the ones above.
  const firstProblem = Object.keys(problems)[0] ?? null
  const cardChecked = giftCovers || input.payInStore || (await (card?.check({ focus: firstProblem === null }) ?? Promise.resolve(false)))
  if (!cardChecked || firstProblem !== null) return stopped(problems, firstProblem)

  // 2. The vehicle goes on the basket; a refusal marks the vehicle fields.
  if (current.handoff === 'curbside') {
    const saved = await api.ordersCustomFields(
      { id: current.id },
      { fields: VEHICLE_FIELDS.map((field) => ({ id: field.id, value: (input.vehicle[field.id] ?? '').trim() })) },
      BESIDE_FIELDS,
    )
    if (!saved.ok)
      return stopped(
        besideGroup(
          saved,
          VEHICLE_FIELDS.map((field) => vehicleFieldId(field.id)),
        ),
      )
    if (!takeBasket(store, saved.data)) return { kind: 'no-basket' }
  }

  // 2b. "As soon as possible" shown while the basket still holds a time (its clearing did not get through, or another
  // tab set one): the time goes first, so the order is placed for when the visitor sees.
  if (input.when === 'asap' && wantedTimeOf(store.activeOrder ?? current) !== null) {
    const cleared = await api.ordersTimeClear({ id: current.id }, BESIDE_FIELDS)
    if (!cleared.ok) return stopped(besideGroup(cleared, [CHECKOUT_FIELD_IDS.pickup]), CHECKOUT_FIELD_IDS.pickup)
    if (!takeBasket(store, cleared.data)) return { kind: 'no-basket' }
  }

  // 3. Validate: the totals the visitor pays, with taxes, before the order is placed. A holiday pre-order's refusal
  // (its window closed, its pickup filled) belongs beside the pickup picker, and so does any basket's refusal of its
  // time (a scheduled time that passed while the visitor paid); an everyday basket's others go to the list.
  const basketId = current.id
  const preorder = Boolean(current.preorder)
  const validated = await api.ordersValidate({ id: basketId }, preorder ? BESIDE_FIELDS : { besideFields: [SUBMIT_FIELDS.pickup] })
  if (!validated.ok) {
    const aboutTime = preorder || validated.field === SUBMIT_FIELDS.pickup
    return aboutTime ? stopped(besideGroup(validated, [CHECKOUT_FIELD_IDS.pickup]), CHECKOUT_FIELD_IDS.pickup) : stopped()
  }
  if (!takeBasket(store, validated.data)) return { kind: 'no-basket' }
  const amount = validated.data.totals.total

  // 4. Payments: pay in store alone; else a gift card first (up to its balance), the card for the rest.
  const payments: Payment[] = []
  if (input.payInStore) {
    payments.push({ type: 'instore' })
  } else if (giftCard) {
    if (giftCard.balance >= amount) payments.push({ type: 'giftcard', number: giftCard.number, pin: giftCard.pin })
    else payments.push({ type: 'giftcard', number: giftCard.number, pin: giftCard.pin, amount: giftCard.balance })
  }
  if (!input.payInStore && (!giftCard || giftCard.balance < amount)) {
    // A fresh single-use token for this basket on every press: the provider refuses one used already.
    const cardholder = input.user
      ? { firstName: input.user.first_name, lastName: input.user.last_name }
      : { firstName: input.guest.firstName, lastName: input.guest.lastName }
    const token = await (card?.tokenize({ ...cardholder, order: basketId }) ?? Promise.resolve(null))
    if (!token) return stopped()
    // A saved card is paid by its id, its security code just re-entered for this basket at the provider.
    if (input.savedCardId !== null) payments.push({ type: 'creditcard', account_id: input.savedCardId })
    else payments.push({ type: 'creditcard', token, ...(input.user && input.saveCard ? { save: true } : {}) })
  }

  // 5. Submit once. A gift card's PIN travels with the submit, so the edge asks it for the same bot-check as the
  // balance check.
  let verify: string | undefined
  if (giftCard) {
    try {
      verify = await deps.botCheck(store.recaptchaSiteKey)
    } catch (error) {
      return stopped({ [CHECKOUT_FIELD_IDS.giftCard]: error instanceof BotCheckError ? error.message : BOT_CHECK_LOAD_FAILED })
    }
  }
  const guest = input.guest
  const payload = input.user
    ? { usertype: 'user' as const, payments, ...(input.saveAddress ? { save_address: true } : {}) }
    : {
        usertype: 'guest' as const,
        first_name: guest.firstName.trim(),
        last_name: guest.lastName.trim(),
        email: guest.email.trim(),
        phone: guest.phone,
        payments,
      }
  const placed = await api.ordersSubmit({ id: basketId }, payload, { ...(verify ? { verify } : {}), suppressErrors: true })
  if (placed.ok) {
    // The guest's proof of having placed it stays in this tab's session storage only, never with the order.
    const { order_claim: claim, order_claim_expires: claimExpires, ...order } = placed.data
    if (claim) deps.rememberClaim(order.id, claim, claimExpires)
    deps.rememberPlaced(order)
    card?.clear()
    // The basket is now an order: the cart starts over (the guest choice stays for the next order today).
    deps.navigate(`/order/confirm?id=${encodeURIComponent(order.id)}`)
    store.activeOrder = null
    return { kind: 'placed', orderId: order.id }
  }
  // Good news in an error's clothing: the client has already opened the order's confirmation.
  if (placed.messages.includes(ORDER_ALREADY_PLACED)) return { kind: 'already-placed' }
  // In its turn, after this one: a change tapped meanwhile is answered first, and its answer not overtaken.
  void changeBasket(() => revalidate(api, store, { id: basketId }))
  return submitRefused(placed, deps, input)
}

/** Where a refused submit is shown: beside the input the upstream names, else in the error list. */
function submitRefused(failure: ApiFailure, { store, card }: PlaceOrderDeps, input: PlaceOrderInput): PlaceOrderOutcome {
  const text = refusalText(failure)
  switch (failure.field) {
    case SUBMIT_FIELDS.giftCard:
      return stopped({ [CHECKOUT_FIELD_IDS.giftCard]: text })
    case SUBMIT_FIELDS.card:
      card?.showError(text)
      return stopped()
    case SUBMIT_FIELDS.pickup:
      // The pickup filled while the visitor was paying: said beside the picker, which shows what still has room.
      return stopped({ [CHECKOUT_FIELD_IDS.pickup]: text }, CHECKOUT_FIELD_IDS.pickup)
  }
  if (failure.messages.includes(CORRECT_INPUTS)) {
    store.activeErrors.push(CORRECT_INPUTS)
    return stopped(input.user ? {} : Object.fromEntries(GUEST_FIELDS.map((id, index) => [id, index === 0 ? CORRECT_INPUTS : ''])))
  }
  store.activeErrors.push(...(failure.messages.length > 0 ? failure.messages : [TROUBLE_MESSAGE]))
  return stopped()
}
