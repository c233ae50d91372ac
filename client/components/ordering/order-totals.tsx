import { formatMoney } from '#shared/money.ts'
import type { Order } from '#shared/schemas/order.ts'

type Totals = Order['totals']

/**
 * What took the discount off: the member's reward by its name, else the coupon by its code ("Discount (WELCOME10)"),
 * so the visitor can tell which of the two they are getting. Read by hand: the basket's fields are the upstream's.
 */
function discountSource(order: { readonly coupon?: unknown; readonly reward?: unknown }): string | null {
  const name = (order.reward as { name?: unknown } | null | undefined)?.name
  if (typeof name === 'string' && name !== '') return name
  const code = (order.coupon as { code?: unknown } | null | undefined)?.code
  return typeof code === 'string' && code !== '' ? code : null
}

/** Subtotal, discount, fees, tax, tip and total; amounts that are zero stay out. Estimated until validated. */
export function OrderTotals({
  order,
  showAll = true,
}: {
  order: {
    readonly totals: Readonly<Totals>
    readonly taxes: readonly { readonly label: string; readonly amount: number }[]
    readonly coupon?: unknown
    readonly reward?: unknown
  }
  showAll?: boolean
}) {
  const { totals } = order
  const rows: [string, number][] = [['Order Subtotal', totals.subtotal]]
  if (showAll) {
    const source = discountSource(order)
    if (totals.discount) rows.push([source ? `Discount (${source})` : 'Discount', -totals.discount])
    if (totals.delivery) rows.push(['Delivery', totals.delivery])
    if (totals.fees) rows.push(['Fees', totals.fees])
    for (const tax of order.taxes) rows.push([tax.label, tax.amount])
    if (totals.tip) rows.push(['Tip', totals.tip])
  }
  return (
    <dl className="order-totals">
      {rows.map(([label, amount]) => (
        <div key={label} className="order-totals__row">
          <dt>{label}</dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
      ))}
      {showAll ? (
        <div className="order-totals__row order-totals__row--total">
          <dt>{totals.estimated ? 'Estimated Total' : 'Total'}</dt>
          <dd>{formatMoney(totals.total)}</dd>
        </div>
      ) : null}
    </dl>
  )
}
