import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { API_PARAM_PATTERNS } from '#shared/api-calls.ts'
import { formatMoney } from '#shared/money.ts'
import type { Order } from '#shared/schemas/order.ts'
import { PageMeta } from '../components/page-meta.tsx'
import { OrderSummary } from '../components/ordering/order-summary.tsx'
import {
  addressOf,
  formatWhen,
  handoffWords,
  orderNumberOf,
  paymentsOf,
  readyAtOf,
  receiptToOf,
  restaurantNameOf,
  statusOf,
  wantedTimeOf,
} from '../state/order-details.ts'
import { heldOrderClaim } from '../state/order-claim.ts'
import { latestAnswers } from '../state/latest-answers.ts'
import { echoPlacedOrder, placedOrder } from '../state/order-placed.ts'
import { keptReceipt } from '../state/order-receipt.ts'
import { CancelOrder } from '../components/ordering/cancel-order.tsx'
import { GuestPerksOffer } from '../components/ordering/guest-perks-offer.tsx'
import { OrderPoints } from '../components/ordering/order-points.tsx'
import { PerksBalanceNote } from '../components/ordering/perks-balance-note.tsx'
import { useClientStore } from '../state/store-context.tsx'
import { useApi } from '../use-api.ts'
import '../styles/controls.css'
import '../styles/ordering.css'
import '../styles/confirm.css'
import { SiteLink } from '../components/layout/site-link.tsx'

// /order/confirm?id=: the placed order, its handoff, ready time and totals, and its live status, asked
// again every little while until it is completed (and not while the tab is hidden). It can be cancelled from here
// while the upstream allows it. Guests are offered VIP Perks with this order attached, or a sign-in that attaches
// it, so it earns its points; a member sees their balance with this order's points pending.

const POLL_MS = 15_000
const FINAL = new Set(['Completed', 'Cancelled'])

/**
 * An answer laid over the order shown: the latest asked replaces what it carries; an out-of-date one (a read sent
 * before the cancel was answered) only fills in what the page does not know yet, so it never brings back a status.
 */
function mergeAnswer(shown: Order | null, answer: Order, latest: boolean): Order {
  if (!shown) return answer
  return latest ? { ...shown, ...answer } : { ...answer, ...shown }
}

export function Component() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const api = useApi()
  const [params] = useSearchParams()
  const raw = params.get('id') ?? ''
  const id = API_PARAM_PATTERNS.orderId.test(raw) ? raw : null
  const [order, setOrder] = useState<Order | null>(() => (id ? placedOrder(id) : null))
  const [missing, setMissing] = useState(false)
  // How it was paid comes with the status: an order not placed in this tab's memory (a reload, Back) asks at once.
  const [placedHere] = useState(() => id !== null && placedOrder(id) !== null)
  const status = order ? statusOf(order) : null
  // The first read, the status polls and the cancel answer may land out of order: an older answer never overwrites a
  // newer one (latest-answers.ts).
  const [answers] = useState(latestAnswers)

  // The order echo, once: only right after this tab placed the order (order-placed.ts).
  const member = snap.activeUser !== null
  useEffect(() => {
    if (id) echoPlacedOrder(api, id, member)
  }, [api, id, member])

  // A member's order is theirs only with their session, which browser storage gives back after the first render: asked
  // before that, a reloaded confirmation would read as "Order not found".
  const restored = snap.restored
  useEffect(() => {
    if (!id || !restored) return
    let current = true
    const question = answers.ask()
    void api.ordersGet({ id }, { suppressErrors: true }).then((found) => {
      if (!current) return
      // The order as read now, keeping what only the placed answer and the status carry (how it was paid).
      const latest = answers.take(question)
      if (found.ok) setOrder((previous) => mergeAnswer(previous, found.data, latest))
      else if (latest) setMissing(true)
    })
    return () => {
      current = false
    }
  }, [api, answers, id, restored])

  // Live status: poll while visible and not final; a hidden tab stops asking and asks again when shown.
  const done = status !== null && FINAL.has(status)
  useEffect(() => {
    if (!id || done || !restored) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const poll = async () => {
      timer = undefined
      if (document.hidden || stopped) return
      const question = answers.ask()
      const found = await api.ordersStatus({ id }, { suppressErrors: true })
      if (stopped) return
      if (found.ok) {
        const latest = answers.take(question)
        setOrder((previous) => mergeAnswer(previous, found.data, latest))
      }
      timer = setTimeout(() => void poll(), POLL_MS)
    }
    const onVisibility = () => {
      if (document.hidden) {
        if (timer) clearTimeout(timer)
        timer = undefined
      } else if (!timer) {
        void poll()
      }
    }
    timer = setTimeout(() => void poll(), placedHere ? POLL_MS : 0)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [api, answers, id, done, restored, placedHere])

  if (!id || missing) {
    return (
      <section className="confirm-page">
        <PageMeta title="Order not found | Perkins Restaurant & Bakery" description="We could not find that order." />
        <h1>Order not found</h1>
        <p>We could not find that order. If you just placed it, check your confirmation email.</p>
        <SiteLink to="/menu" className="button">
          Start your order
        </SiteLink>
      </section>
    )
  }
  if (!order) {
    return (
      <section className="confirm-page">
        <PageMeta title="Order Confirmation | Perkins Restaurant & Bakery" description="Your Perkins order is placed." />
        <h1>Thank you for your order!</h1>
        <p role="status">Loading your order…</p>
      </section>
    )
  }

  // Where the receipt went comes only with the answer to placing the order, kept in this tab for whoever placed it
  // (order-receipt.ts): read once the session is restored, so a member's reload finds theirs.
  const receiptTo =
    receiptToOf(placedOrder(order.id)) ?? (restored ? keptReceipt(order.id, snap.userToken ? String(snap.userToken.id) : null) : null)
  const readyAt = readyAtOf(order)
  const address = addressOf(order)
  const payments = paymentsOf(order)
  const guest = !snap.activeUser
  const location = snap.location && order.location_id === snap.location.id ? snap.location : null
  const orderNumber = orderNumberOf(order)
  const restaurantName = restaurantNameOf(order) ?? location?.name ?? null
  const arrives = order.handoff === 'delivery' || order.handoff === 'dispatch'
  // As soon as possible is what the visitor asked for; the time is the kitchen's estimate, not an appointment.
  const asapWhen = (iso: string) =>
    `As soon as possible. ${arrives ? 'Expected to arrive' : 'The kitchen expects it ready'} ${formatWhen(iso, new Date(), location?.timezone).replace(/^Today/, 'today')}.`
  const asap = wantedTimeOf(order) === null
  return (
    <section className="confirm-page">
      <PageMeta title="Order Confirmation | Perkins Restaurant & Bakery" description="Your Perkins order is placed." />
      <h1>Thank you for your order!</h1>
      {orderNumber ? (
        <>
          <p className="confirm-page__number">
            Order number <strong>{orderNumber}</strong>
            {restaurantName ? ` at Perkins ${restaurantName}` : null}
          </p>
          <p className="field-note confirm-page__reference">Reference {order.id}</p>
        </>
      ) : (
        <p>
          Order number <strong>{order.id}</strong>
        </p>
      )}
      {receiptTo ? (
        <p>
          A receipt is on its way to <strong>{receiptTo}</strong>.
        </p>
      ) : null}
      {order.preorder ? (
        <p className="confirm-page__pickup">
          Your {order.preorder.title} will be ready to pick up on <strong>{order.preorder.pickup.label}</strong>.
        </p>
      ) : null}
      <p aria-live="polite">
        Status: <span className="order-status">{status ?? 'Placed'}</span>
      </p>
      <dl className="confirm-page__facts">
        <dt>{handoffWords(order.handoff)}</dt>
        <dd>
          {location ? `Perkins ${location.name}, ${location.address}, ${location.city}, ${location.state}` : null}
          {address ? `To ${address.address}, ${address.city} ${address.zip}` : null}
        </dd>
        {order.preorder ? (
          <>
            <dt>Pick up on</dt>
            <dd>{order.preorder.pickup.label}</dd>
          </>
        ) : readyAt ? (
          <>
            <dt>{order.handoff === 'delivery' || order.handoff === 'dispatch' ? 'Arrives' : 'Ready'}</dt>
            <dd>{asap ? asapWhen(readyAt) : formatWhen(readyAt, new Date(), location?.timezone)}</dd>
          </>
        ) : null}
        {payments.map((payment) => (
          <div key={payment.description} style={{ display: 'contents' }}>
            {payment.kind === 'instore' ? (
              // Nothing was charged: the visitor pays at the counter.
              <>
                <dt>To pay</dt>
                <dd>Payment is due at pickup: {formatMoney(payment.amount)}</dd>
              </>
            ) : (
              <>
                <dt>Paid</dt>
                <dd>
                  {payment.description}: {formatMoney(payment.amount)}
                </dd>
              </>
            )}
          </div>
        ))}
      </dl>
      <CancelOrder
        order={order}
        claim={guest ? (heldOrderClaim(order.id)?.claim ?? null) : undefined}
        onCancelled={(cancelled) => {
          answers.changed()
          setOrder(cancelled)
        }}
      />
      <h2>Your items</h2>
      <OrderSummary order={order} />
      {guest && status !== 'Cancelled' ? <GuestPerksOffer orderId={order.id} /> : null}
      {/* What it earns, as shown before paying: the same number from the same upstream call. */}
      {guest || status === 'Cancelled' ? null : <OrderPoints order={order} member />}
      {guest ? null : <PerksBalanceNote orderId={order.id} />}
      <p>
        <SiteLink to="/menu">Order something else</SiteLink>
      </p>
    </section>
  )
}
