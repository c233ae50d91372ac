import { useEffect, useState } from 'react'
import { pointsLabel } from '#shared/points-label.ts'
import type { ApiResponse } from '#shared/schemas/api/responses.ts'
import { useApi } from '../../use-api.ts'
import { SiteLink } from '../layout/site-link.tsx'

type Balance = NonNullable<ApiResponse<'membersBalance'>>

/**
 * A member's VIP Perks balance on the confirmation, asked for (members/balance) after the order was placed, so
 * this order's points already count among the pending ones. Says nothing when the balance cannot be read: the
 * order is what this page is about.
 */
export function PerksBalanceNote({ orderId }: { orderId: string }) {
  const api = useApi()
  const [balance, setBalance] = useState<Balance | null>(null)

  useEffect(() => {
    let current = true
    void api.membersBalance({ suppressErrors: true }).then((found) => {
      if (current && found.ok) setBalance(found.data)
    })
    return () => {
      current = false
    }
  }, [api, orderId])

  if (!balance) return null
  return (
    <aside className="perks-offer" aria-labelledby="perks-balance-heading">
      <h2 id="perks-balance-heading">Your VIP Perks</h2>
      <p>
        {`You have ${pointsLabel(balance.points)}.`}
        {balance.pending_points > 0
          ? ` ${pointsLabel(balance.pending_points)} pending: they are added once your order is picked up or delivered.`
          : null}
      </p>
      <p>
        <SiteLink to="/account/perks">See your rewards</SiteLink>
      </p>
    </aside>
  )
}
