import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { formatMoney } from '#shared/money.ts'
import { toImaskPattern, MASKS } from '#shared/validation/masks.ts'
import { PageMeta } from '../components/page-meta.tsx'
import { HostedCardForm, type HostedCardFormHandle } from '../components/ordering/hosted-card-form.tsx'
import { useCheckoutProvider } from '../payments/use-checkout-provider.ts'
import { CheckoutPaymentChoice, usePaymentChoice } from '../components/ordering/checkout-payment-choice.tsx'
import { CheckoutCoupon } from '../components/ordering/checkout-coupon.tsx'
import { CheckoutReferral } from '../components/ordering/checkout-referral.tsx'
import { CheckoutGiftCard, type AppliedGiftCard } from '../components/ordering/checkout-gift-card.tsx'
import { CheckoutHandoff } from '../components/ordering/checkout-handoff.tsx'
import { CheckoutRewards } from '../components/ordering/checkout-rewards.tsx'
import { CheckoutTime, whenChosen } from '../components/ordering/checkout-time.tsx'
import { pickupStillToChoose } from '../components/ordering/preorder-pickup.tsx'
import { CheckoutTip } from '../components/ordering/checkout-tip.tsx'
import { MaskedField } from '../components/forms/masked-field.tsx'
import { NoLocationYet, OrderingLocation } from '../components/ordering/ordering-location.tsx'
import { EMPTY_BASKET_NOTICE, type BasketNotice } from '../components/ordering/basket-notice.tsx'
import { OrderSummary } from '../components/ordering/order-summary.tsx'
import { OrderPoints } from '../components/ordering/order-points.tsx'
import { FieldError, TextField } from '../components/forms/field.tsx'
import { botCheckToken } from '../state/account-bot-check.ts'
import { withoutErrors, type FieldErrors } from '../state/order-checkout.ts'
import { placeOrder as placeOrderWorkflow, type Guest } from '../state/place-order.ts'
import { addressOf, customFieldsOf } from '../state/order-details.ts'
import { latestAnswers } from '../state/latest-answers.ts'
import { rememberOrderClaim } from '../state/order-claim.ts'
import { rememberPlacedOrder } from '../state/order-placed.ts'
import { useClientStore } from '../state/store-context.tsx'
import { guestContactPlacedWith, heldGuestContact, keepGuestContact } from '../state/guest-contact.ts'
import { useApi } from '../use-api.ts'
import '../styles/controls.css'
import '../styles/ordering.css'
import '../styles/checkout.css'
import { SiteLink } from '../components/layout/site-link.tsx'

// /order/checkout: handoff, time, tip, coupon, rewards, payment and, for a guest, contact details.
// Totals are validated (taxes included) before Place order; Place order waits while offline or submitting, and a
// second press while the first is under way does nothing, so one press is one order.

const EMPTY_GUEST: Guest = { firstName: '', lastName: '', email: '', phone: '' }

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
  const settleDelivery = useRef<(() => Promise<boolean>) | null>(null)
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

  // What this tab's guest typed before a reload or a detour fills the fields still empty, once.
  useEffect(() => {
    const held = heldGuestContact()
    if (held) setGuest((current) => ({ ...held, ...Object.fromEntries(Object.entries(current).filter(([, value]) => value !== '')) }))
  }, [])

  // The stored vehicle (custom fields) fills the form once.
  const filledVehicle = useRef(false)
  useEffect(() => {
    if (!order || filledVehicle.current) return
    filledVehicle.current = true
    setVehicle(Object.fromEntries(customFieldsOf(order).map((field) => [field.id, field.value])))
  }, [order])

  const [validations] = useState(latestAnswers)
  /** Validate after each change, quietly: taxes and totals as the upstream computes them; a reason it can't, shown once. */
  const refresh = useCallback(async () => {
    const current = store.activeOrder
    // Whatever a check still on its way says is about the basket as it was, not this one.
    if (!current || current.products.length === 0) return validations.changed()
    // Not placeable yet by design (vehicle or address still to come): asking would only be refused.
    const waiting =
      (current.handoff === 'curbside' && customFieldsOf(current).some((field) => field.required && !field.value)) ||
      ((current.handoff === 'delivery' || current.handoff === 'dispatch') && addressOf(current) === null)
    if (waiting) {
      validations.changed()
      setNotice(null)
      return
    }
    setValidating(true)
    const question = validations.ask()
    const validated = await api.ordersValidate({ id: current.id }, { suppressErrors: true })
    setValidating(false)
    // A later check answered first says what is true now: this one's notice (or its all-clear) is out of date.
    if (!validations.take(question)) return
    // A section that changed the basket while validate was under way holds a newer basket than this answer, and its
    // own refresh follows: the older answer must not put the old handoff or address back on screen.
    if (validated.ok && store.activeOrder === current) store.activeOrder = validated.data
    setNotice(validated.ok ? null : validated.messages.join(' ') || null)
  }, [api, store, validations])

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
            <SiteLink to="/menu" className="button">
              {order ? 'Add Items' : 'Start your order'}
            </SiteLink>
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

  const submitOrder = async () => {
    // Each press starts over: the errors shown are this press's, every one beside its field.
    setErrors({})
    // Delivery chosen: the address shown goes on the basket first, or nothing is placed (its errors are beside it).
    if (settleDelivery.current && !(await settleDelivery.current())) return
    const outcome = await placeOrderWorkflow(
      {
        api,
        store,
        card: cardRef.current,
        botCheck: botCheckToken,
        navigate: (to) => void navigate(to),
        rememberClaim: rememberOrderClaim,
        rememberPlaced: (placed) => {
          rememberPlacedOrder(placed, store.userToken ? String(store.userToken.id) : null)
          if (!user) guestContactPlacedWith(placed.id)
        },
      },
      {
        user,
        guest,
        vehicle,
        pickupToChoose: pickupStillToChoose(),
        when: whenChosen(),
        giftCard,
        payInStore,
        savedCardId: chosenCard?.id ?? null,
        saveCard,
        saveAddress,
      },
    )
    if (outcome.kind !== 'stopped') return
    setErrors(outcome.errors)
    if (outcome.focus) document.getElementById(outcome.focus)?.focus()
  }

  const editGuest = (key: keyof Guest, value: string, fieldId: string) => {
    const next = { ...guest, [key]: value }
    setGuest(next)
    keepGuestContact(next)
    setErrors((current) => withoutErrors(current, [fieldId]))
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
      onValueChange={(value) => editGuest(key, value, id)}
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
            settleRef={settleDelivery}
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
              <MaskedField
                id="guest-phone"
                label="Phone"
                error={errors['guest-phone']}
                mask={toImaskPattern(MASKS.phone.pattern)}
                skipLeading={MASKS.phone.countryCode}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="###-###-####"
                value={guest.phone}
                onValueChange={(value) => editGuest('phone', value, 'guest-phone')}
              />
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
          {/* While the order is being placed (seconds, if the card fields are still loading) or the connection is down,
              the button keeps focus: pressed it does nothing (placeOrder), and the reason below says why. */}
          <button
            type="submit"
            className="button button--large button--block"
            aria-disabled={submitting || !online || undefined}
            aria-describedby={blockedReason ? 'place-order-reason' : undefined}
          >
            Place order
          </button>
          {/* On the page from the start, so what appears in it is announced. */}
          <p id="place-order-reason" className="place-order__reason" role="status">
            {blockedReason}
          </p>
        </aside>
      </form>
    </section>
  )
}
