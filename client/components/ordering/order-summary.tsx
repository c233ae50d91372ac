import type { ReactNode } from 'react'
import { formatMoney } from '#shared/money.ts'
import type { Order } from '#shared/schemas/order.ts'
import { lineChoices } from './line-choices.ts'
import { OrderTotals } from './order-totals.tsx'

/**
 * An order read back to the visitor, nothing to change in it: one row per line ("2 × Belgian Waffle", its
 * choices and its price), then the totals. Checkout's totals move while the visitor picks a tip, a coupon or a handoff, so there
 * (`live`) they are a polite live region, busy while revalidating, with what the page says about them (`children`)
 * inside it; a placed order's totals are final and stay quiet. The page puts its own heading above.
 */
export function OrderSummary({
  order,
  live,
  children,
}: {
  order: Pick<Order, 'products' | 'totals' | 'taxes'>
  live?: { busy: boolean }
  children?: ReactNode
}) {
  return (
    <>
      <ul className="order-lines">
        {order.products.map((line) => {
          const choices = lineChoices(line)
          return (
            <li key={line.id} className="order-totals__row">
              <span className="order-summary__line">
                <span>
                  {line.quantity} × {line.name}
                </span>
                {choices ? <span className="order-line__choices">{choices}</span> : null}
              </span>
              <span>{formatMoney(line.cost.total)}</span>
            </li>
          )
        })}
      </ul>
      {live ? (
        <div aria-live="polite" aria-busy={live.busy}>
          <OrderTotals order={order} />
          {children}
        </div>
      ) : (
        <>
          <OrderTotals order={order} />
          {children}
        </>
      )}
    </>
  )
}
