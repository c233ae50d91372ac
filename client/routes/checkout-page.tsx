import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { formatMoney } from '#shared/money.ts'
import type { Payment } from '#shared/schemas/api/orders.ts'
import { toImaskPattern, MASKS } from '#shared/validation/masks.ts'
import { isEmail, isName, isPhone, LOYALTY_SIGNUP_MESSAGES } from '#shared/validation/loyalty-signup.ts'
import { PageMeta } from '../components/page-meta.tsx'
import { HostedCardForm, type HostedCardFormHandle } from '../components/ordering/hosted-card-form.tsx'
import { useCheckoutProvider } from '../payments/use-checkout-provider.ts'
import { CheckoutPaymentChoice, usePaymentChoice } from '../components/ordering/checkout-payment-choice.tsx'
import { CheckoutCoupon } from '../components/ordering/checkout-coupon.tsx'
import { CheckoutReferral } from '../components/ordering/checkout-referral.tsx'
import { CheckoutGiftCard, type AppliedGiftCard } from '../components/ordering/checkout-gift-card.tsx'
import { CheckoutHandoff, VEHICLE_FIELDS, vehicleFieldId } from '../components/ordering/checkout-handoff.tsx'
import { CheckoutRewards } from '../components/ordering/checkout-rewards.tsx'
import { CheckoutTime } from '../components/ordering/checkout-time.tsx'
import { CHOOSE_PICKUP, pickupStillToChoose } from '../components/ordering/preorder-pickup.tsx'
import { CheckoutTip } from '../components/ordering/checkout-tip.tsx'
import { MaskedInput } from '../components/ordering/masked-input.tsx'
import { NoLocationYet, OrderingLocation } from '../components/ordering/ordering-location.tsx'
import { EMPTY_BASKET_NOTICE, type BasketNotice } from '../components/ordering/basket-notice.tsx'
import { OrderSummary } from '../components/ordering/order-summary.tsx'
import { OrderPoints } from '../components/ordering/order-points.tsx'
import { FieldError, TextField } from '../components/ordering/text-field.tsx'
import { botCheckToken, BotCheckError } from '../state/account-bot-check.ts'
import { revalidate } from '../state/order-actions.ts'
import { besideFields, GUEST_FIELDS, withoutErrors, type FieldErrors } from '../state/order-checkout.ts'
import { addressOf, customFieldsOf } from '../state/order-details.ts'
import { rememberOrderClaim } from '../state/order-claim.ts'
import { rememberPlacedOrder } from '../state/order-placed.ts'
import { useClientStore } from '../state/store-context.tsx'
import { useApi } from '../use-api.ts'
import { BOT_CHECK_LOAD_FAILED, CORRECT_INPUTS, ORDER_ALREADY_PLACED, TROUBLE_MESSAGE } from '#shared/error-messages.ts'
import '../styles/controls.css'
import '../styles/ordering.css'

// /order/checkout: handoff, time, tip, coupon, rewards, payment and, for a guest, contact details.
// Totals are validated (taxes included) before Place order; Place order waits while offline or submitting, and a
// second press while the first is under way does nothing, so one press is one order.

interface Guest {
  firstName: string
  lastName: string
  email: string
  phone: string
}
const EMPTY_GUEST: Guest = { firstName: '', lastName: '', email: '', phone: '' }

function guestProblems(guest: Guest): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!isName(guest.firstName)) problems['guest-first-name'] = LOYALTY_SIGNUP_MESSAGES.first_name
  if (!isName(guest.lastName)) problems['guest-last-name'] = LOYALTY_SIGNUP_MESSAGES.last_name
  if (!isEmail(guest.email)) problems['guest-email'] = LOYALTY_SIGNUP_MESSAGES.email
  if (!isPhone(guest.phone)) problems['guest-phone'] = LOYALTY_SIGNUP_MESSAGES.phone
  return problems
}

export function Component() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const api = useApi()
  const navigate = useNavigate()
  // Read through the snapshot (so this screen re-renders), use the store's objects (the plain, mutable types).
  const order = snap.activeOrder ? store.activeOrder : null
  const location = snap.location ? store.location : null
  const user = snap.activeUser ? store.activeUser : null

  const [errors, setErrors] = useState<FieldErrors>({})
  const [vehicle, setVehicle] = useState<Record<string, string>>({})
  const [guest, setGuest] = useState<Guest>(EMPTY_GUEST)
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null)
  // "Save this address" for a member's new delivery address: unticked until they tick it.
  const [saveAddress, setSaveAddress] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [validating, setValidating] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const submittingRef = useRef(false)
  const cardRef = useRef<HostedCardFormHandle>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const checkoutProvider = useCheckoutProvider()
  // A member's new card is kept only when they tick the box (unticked by default).
  const [saveCard, setSaveCard] = useState(false)
  // How they pay: a member's saved cards first, a new card, pay in store where offered.
  const pay = usePaymentChoice(api, { member: user !== null, location, handoff: order?.handoff, giftCardApplied: giftCard !== null })
  const { payInStore, chosenCard } = pay

  // Arriving with nothing to check out: back to the basket and its menu, told why, rather than asked to sign in for
  // nothing. Only on arrival: placing the order empties the basket too, on the way to the confirmation.
  const emptyBasket = snap.restored && !(order?.products.some((line) => line.quantity > 0) ?? false)
  const arrivalChecked = useRef(false)
  useEffect(() => {
    if (!snap.restored || arrivalChecked.current) return
    arrivalChecked.current = true
    if (emptyBasket) navigate('/order', { replace: true, state: { notice: EMPTY_BASKET_NOTICE } satisfies BasketNotice })
  }, [snap.restored, emptyBasket, navigate])

  // A visitor who is neither signed in nor checking out as a guest signs in first, then comes back here.
  const mustSignIn = snap.restored && !emptyBasket && !user && !snap.checkoutAsGuest
  useEffect(() => {
    if (!mustSignIn) return
    store.redirect = '/order/checkout'
    navigate('/order/signin', { replace: true })
  }, [mustSignIn, navigate, store])

  // The stored vehicle (custom fields) fills the form once.
  const filledVehicle = useRef(false)
  useEffect(() => {
    if (!order || filledVehicle.current) return
    filledVehicle.current = true
    setVehicle(Object.fromEntries(customFieldsOf(order).map((field) => [field.id, field.value])))
  }, [order])

  /** Validate after each change, quietly: taxes and totals as the upstream computes them; a reason it can't, shown once. */
  const refresh = useCallback(async () => {
    const current = store.activeOrder
    if (!current || current.products.length === 0) return
    // Not placeable yet by design (vehicle or address still to come): asking would only be refused.
    const waiting =
      (current.handoff === 'curbside' && customFieldsOf(current).some((field) => field.required && !field.value)) ||
      ((current.handoff === 'delivery' || current.handoff === 'dispatch') && addressOf(current) === null)
    if (waiting) {
      setNotice(null)
      return
    }
    setValidating(true)
    let reason: string | null = null
    const validated = await api.ordersValidate(
      { id: current.id },
      { suppressErrors: true, onError: (messages) => (reason = messages.join(' ') || null) },
    )
    setValidating(false)
    // A section that changed the basket while validate was under way holds a newer basket than this answer, and its
    // own refresh follows: the older answer must not put the old handoff or address back on screen.
    if (validated && store.activeOrder === current) store.activeOrder = validated
    setNotice(validated ? null : reason)
  }, [api, store])

  const orderId = order?.id
  useEffect(() => {
    if (orderId && snap.restored && !mustSignIn) void refresh()
  }, [orderId, snap.restored, mustSignIn, refresh])

  if (!location || !order || order.products.length === 0) {
    return (
      <section className="checkout-page">
        <PageMeta title="Checkout | Perkins Restaurant & Bakery" description="Check out your Perkins order." />
        <h1>Checkout</h1>
        {!location ? (
          <NoLocationYet restored={snap.restored} />
        ) : (
          <div>
            <p>Looks like your cart is empty.</p>
            <Link to="/menu" className="button">
              {order ? 'Add Items' : 'Start your order'}
            </Link>
          </div>
        )}
      </section>
    )
  }

  const total = order.totals.total
  const giftCovers = giftCard !== null && giftCard.balance >= total
  const online = snap.online
  const blockedReason = !online
    ? 'You are offline. Your order is saved; Place order works again once you are back online.'
    : submitting
      ? 'Placing your order…'
      : null

  const setFieldErrors = (update: (current: FieldErrors) => FieldErrors) => setErrors(update)

  const placeOrder = async (event: FormEvent) => {
    event.preventDefault()
    if (submittingRef.current || !store.online) return
    submittingRef.current = true
    setSubmitting(true)
    try {
      await submitOrder()
    } finally {
      submittingRef.current = false
      setSubmitting(false)
    }
  }

  const focusFirst = (problems: Record<string, string>) => {
    const first = Object.keys(problems)[0]
    if (first) document.getElementById(first)?.focus()
  }

  const submitOrder = async () => {
    const current = store.activeOrder
    if (!current) return
    // 1. What the visitor typed, checked here first; every problem beside its field, nothing cleared.
    const problems: Record<string, string> = {}
    if (!user) Object.assign(problems, guestProblems(guest))
    if (pickupStillToChoose()) problems['order-time'] = CHOOSE_PICKUP
    if (current.handoff === 'curbside') {
      for (const field of VEHICLE_FIELDS)
        if (!(vehicle[field.id] ?? '').trim()) problems[vehicleFieldId(field.id)] = `Please enter your ${field.label.toLowerCase()}.`
    }
    setErrors((existing) => ({ ...withoutErrors(existing, Object.keys(existing)), ...problems }))
    if (!giftCovers && !payInStore && !(await (cardRef.current?.check() ?? Promise.resolve(false)))) {
      if (Object.keys(problems).length > 0) focusFirst(problems)
      return
    }
    if (Object.keys(problems).length > 0) {
      focusFirst(problems)
      return
    }

    // 2. The vehicle goes on the basket; a refusal marks the vehicle fields.
    if (current.handoff === 'curbside') {
      const vehicleFields = VEHICLE_FIELDS.map((field) => vehicleFieldId(field.id))
      const saved = await api.ordersCustomFields(
        { id: current.id },
        { fields: VEHICLE_FIELDS.map((field) => ({ id: field.id, value: (vehicle[field.id] ?? '').trim() })) },
        besideFields(vehicleFields, setFieldErrors),
      )
      if (!saved) return
      store.activeOrder = saved
    }

    // 3. Validate: the totals the visitor pays, with taxes, before the order is placed.
    const basketId = current.id
    // A holiday pre-order's refusal (its window closed, its pickup filled) belongs beside the pickup picker.
    const preorder = Boolean(current.preorder)
    const validated = await api.ordersValidate({ id: basketId }, preorder ? besideFields(['order-time'], setFieldErrors) : undefined)
    if (!validated) {
      if (preorder) document.getElementById('order-time')?.focus()
      return
    }
    store.activeOrder = validated
    const amount = validated.totals.total

    // 4. Payments: pay in store alone; else a gift card first (up to its balance), the card for the rest.
    const payments: Payment[] = []
    if (payInStore) {
      payments.push({ type: 'instore' })
    } else if (giftCard) {
      if (giftCard.balance >= amount) payments.push({ type: 'giftcard', number: giftCard.number, pin: giftCard.pin })
      else payments.push({ type: 'giftcard', number: giftCard.number, pin: giftCard.pin, amount: giftCard.balance })
    }
    if (!payInStore && (!giftCard || giftCard.balance < amount)) {
      // A fresh single-use token for this basket on every press: the provider refuses one used already.
      const cardholder = user
        ? { firstName: user.first_name, lastName: user.last_name }
        : { firstName: guest.firstName, lastName: guest.lastName }
      const token = await (cardRef.current?.tokenize({ ...cardholder, order: basketId }) ?? Promise.resolve(null))
      if (!token) return
      // A saved card is paid by its id, its security code just re-entered for this basket at the provider.
      if (chosenCard) payments.push({ type: 'creditcard', account_id: chosenCard.id })
      else payments.push({ type: 'creditcard', token, ...(user && saveCard ? { save: true } : {}) })
    }

    // 5. Submit once. A refused card or gift card is told beside it; the error catalogue's order errors act on their own.
    // A gift card's PIN travels with the submit, so the edge asks it for the same bot-check as the balance check.
    let verify: string | undefined
    if (giftCard) {
      try {
        verify = await botCheckToken(store.recaptchaSiteKey)
      } catch (error) {
        const message = error instanceof BotCheckError ? error.message : BOT_CHECK_LOAD_FAILED
        setErrors((existing) => ({ ...existing, 'gift-card': message }))
        return
      }
    }
    let refusal: { messages: string[]; status: number } | null = null
    const payload = user
      ? { usertype: 'user' as const, payments, ...(saveAddress ? { save_address: true } : {}) }
      : {
          usertype: 'guest' as const,
          first_name: guest.firstName.trim(),
          last_name: guest.lastName.trim(),
          email: guest.email.trim(),
          phone: guest.phone,
          payments,
        }
    const placed = await api.ordersSubmit({ id: basketId }, payload, {
      ...(verify ? { verify } : {}),
      suppressErrors: true,
      onError: (messages, status) => (refusal = { messages, status }),
    })
    if (placed) {
      // The guest's proof of having placed it stays in this tab's session storage only, never with the order.
      const { order_claim: claim, order_claim_expires: claimExpires, ...order } = placed
      if (claim) rememberOrderClaim(order.id, claim, claimExpires)
      rememberPlacedOrder(order)
      cardRef.current?.clear()
      // The basket is now an order: the cart starts over (the guest choice stays for the next order today).
      void navigate(`/order/confirm?id=${encodeURIComponent(placed.id)}`)
      store.activeOrder = null
      return
    }
    const failed = refusal as { messages: string[]; status: number } | null
    if (!failed || failed.messages.includes(ORDER_ALREADY_PLACED)) return
    const text = failed.messages.join(' ')
    if (/gift card/i.test(text)) {
      setErrors((existing) => ({ ...existing, 'gift-card': text }))
    } else if (/card/i.test(text) && failed.status === 402) {
      cardRef.current?.showError(text)
    } else if (preorder && (failed.status === 400 || failed.status === 409)) {
      // The pickup filled while the visitor was paying: said beside the picker, which shows what still has room.
      setErrors((existing) => ({ ...existing, 'order-time': text }))
      document.getElementById('order-time')?.focus()
    } else if (failed.messages.includes(CORRECT_INPUTS)) {
      const marked = user ? {} : Object.fromEntries(GUEST_FIELDS.map((id, index) => [id, index === 0 ? CORRECT_INPUTS : '']))
      setErrors((existing) => ({ ...existing, ...marked }))
      store.activeErrors.push(CORRECT_INPUTS)
    } else {
      store.activeErrors.push(...(failed.messages.length > 0 ? failed.messages : [TROUBLE_MESSAGE]))
    }
    void revalidate(api, store, { id: basketId })
  }

  const guestField = (id: string, key: keyof Guest, label: string, autoComplete: string, type = 'text') => (
    <TextField
      id={id}
      label={label}
      type={type}
      autoComplete={autoComplete}
      maxLength={key === 'email' ? 254 : 64}
      value={guest[key]}
      error={errors[id]}
      onValueChange={(value) => {
        setGuest((current) => ({ ...current, [key]: value }))
        setErrors((current) => withoutErrors(current, [id]))
      }}
    />
  )

  const sectionProps = { api, store, order, errors, setErrors: setFieldErrors, onChanged: () => void refresh() }
  return (
    <section className="checkout-page">
      <PageMeta title="Checkout | Perkins Restaurant & Bakery" description="Check out your Perkins order." />
      <h1>Checkout</h1>
      <OrderingLocation />
      <form ref={formRef} className="checkout-page__layout" onSubmit={(event) => void placeOrder(event)} noValidate>
        <div>
          <CheckoutHandoff
            {...sectionProps}
            location={location}
            vehicle={vehicle}
            setVehicle={setVehicle}
            member={user !== null}
            saveAddress={saveAddress}
            setSaveAddress={setSaveAddress}
          />
          <CheckoutTime key={order.handoff} {...sectionProps} location={location} />
          <CheckoutTip {...sectionProps} />
          <CheckoutCoupon {...sectionProps} />
          <CheckoutReferral {...sectionProps} />
          {user && snap.userToken ? (
            <CheckoutRewards api={api} store={store} order={order} memberId={snap.userToken.id} onChanged={() => void refresh()} />
          ) : null}
          {user ? (
            <section className="checkout-section" aria-labelledby="contact-heading">
              <h2 id="contact-heading">Your details</h2>
              <p>
                Ordering as {user.first_name} {user.last_name} ({user.email}). You earn VIP Perks points on this order.
              </p>
            </section>
          ) : (
            <fieldset className="checkout-section">
              <legend>Your details</legend>
              <div className="field-grid">
                {guestField('guest-first-name', 'firstName', 'First name', 'given-name')}
                {guestField('guest-last-name', 'lastName', 'Last name', 'family-name')}
              </div>
              {guestField('guest-email', 'email', 'Email', 'email', 'email')}
              <div className="field">
                <label htmlFor="guest-phone">Phone</label>
                <MaskedInput
                  id="guest-phone"
                  mask={toImaskPattern(MASKS.phone.pattern)}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="###-###-####"
                  value={guest.phone}
                  aria-invalid={errors['guest-phone'] !== undefined ? true : undefined}
                  aria-describedby={errors['guest-phone'] ? 'guest-phone-error' : undefined}
                  onValueChange={(value) => {
                    setGuest((current) => ({ ...current, phone: value }))
                    setErrors((current) => withoutErrors(current, ['guest-phone']))
                  }}
                />
                <FieldError id="guest-phone" error={errors['guest-phone']} />
              </div>
            </fieldset>
          )}
          <fieldset className="checkout-section">
            <legend>Payment</legend>
            {giftCovers ? (
              <p className="checkout-note">Your gift card covers this order.</p>
            ) : pay.loading ? (
              <p className="checkout-note">Loading your saved cards…</p>
            ) : (
              <>
                <CheckoutPaymentChoice offered={pay.offered} inStore={pay.inStore} choice={pay.choice} onChoose={pay.choose} />
                {/* A new form for each choice: the provider's fields start over, a saved card's asking only for its code. */}
                {payInStore ? (
                  <p className="checkout-note">You pay at the restaurant when you pick up your order.</p>
                ) : (
                  <HostedCardForm
                    key={String(pay.choice)}
                    ref={cardRef}
                    provider={checkoutProvider}
                    onSubmitRequest={() => formRef.current?.requestSubmit()}
                    saveCard={user ? { checked: saveCard, onChange: setSaveCard } : null}
                    savedCard={pay.fieldsCard}
                  />
                )}
              </>
            )}
            {payInStore ? null : (
              <CheckoutGiftCard
                api={api}
                order={order}
                recaptchaSiteKey={snap.recaptchaSiteKey}
                giftCard={giftCard}
                setGiftCard={setGiftCard}
                errors={errors}
                setErrors={setFieldErrors}
              />
            )}
            <FieldError id="gift-card" error={errors['gift-card']} />
          </fieldset>
        </div>
        <aside className="checkout-summary" aria-labelledby="summary-heading">
          <h2 id="summary-heading">Order summary</h2>
          <OrderSummary order={order} live={{ busy: validating }}>
            {giftCard ? (
              <p className="checkout-note">
                Gift card pays {formatMoney(Math.min(giftCard.balance, total))}
                {giftCovers ? '' : `; your card pays ${formatMoney(Math.max(0, total - giftCard.balance))}`}.
              </p>
            ) : null}
            {notice ? <p className="notice notice--error">{notice}</p> : null}
          </OrderSummary>
          <OrderPoints order={order} member={user !== null} />
          <button
            type="submit"
            className="button button--large button--block"
            disabled={submitting || !online}
            aria-describedby={blockedReason ? 'place-order-reason' : undefined}
          >
            Place order
          </button>
          {blockedReason ? (
            <p id="place-order-reason" className="place-order__reason" role="status">
              {blockedReason}
            </p>
          ) : null}
        </aside>
      </form>
    </section>
  )
}
