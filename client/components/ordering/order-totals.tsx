import { formatMoney } from '#shared/money.ts'
import type { Order } from '#shared/schemas/order.ts'

type Totals = Order['totals']

/** Subtotal, discount, fees, tax, tip and total; amounts that are zero stay out. Estimated until validated. */
export function OrderTotals({
  order,
  showAll = true,
}: {
  order: { readonly totals: Readonly<Totals>; readonly taxes: readonly { readonly label: string; readonly amount: number }[] }
  showAll?: boolean
}) {
  const { totals } = order
  const rows: [string, number][] = [['Order Subtotal', totals.subtotal]]
  if (showAll) {
    if (totals.discount) rows.push(['Discount', -totals.discount])
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
