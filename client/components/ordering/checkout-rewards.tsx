import { useCallback, useEffect, useState } from 'react'
import { rewardLabel } from '#shared/money.ts'
import type { Order } from '#shared/schemas/order.ts'
import type { Api, ApiResult } from '../../api.ts'
import type { ApiResponse } from '#shared/schemas/api/responses.ts'
import type { ClientStore } from '../../state/store.ts'
import { sendBasketChange } from '../../state/basket-changes.ts'
import { couponOf } from '../../state/order-details.ts'
import { latestAnswers } from '../../state/latest-answers.ts'
import { unlessBusy } from '../forms/unless-busy.ts'

type Rewards = ApiResponse<'ordersRewardsGet'>

interface Props {
  api: Api
  store: ClientStore
  order: Order
  memberId: string | number
  onChanged: () => void
}

/** A member's banked VIP Perks rewards for this basket: one at a time, and not with a coupon. */
export function CheckoutRewards({ api, store, order, memberId, onChanged }: Props) {
  const [rewards, setRewards] = useState<Rewards | null>(null)
  const [busy, setBusy] = useState(false)

  // Asked again when the basket's coupon comes or goes (applied in the coupon field), since a coupon blocks rewards:
  // otherwise "Use" stays offered and answers with an error.
  const coupon = couponOf(order)?.code ?? null
  // The first read, the one after Use or Remove and the one after a coupon may overlap: an older answer (about a
  // coupon since removed) never lands over a newer one (latest-answers.ts).
  const [answers] = useState(latestAnswers)
  const load = useCallback(async () => {
    const question = answers.ask()
    const found = await api.ordersRewardsGet({ id: order.id }, { memberid: memberId }, { suppressErrors: true })
    if (answers.take(question) && found.ok) setRewards(found.data)
    // `coupon` is read so the rewards follow the basket's coupon.
  }, [api, answers, order.id, memberId, coupon]) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    void load()
  }, [load])

  if (!rewards || rewards.rewards.length === 0) return null

  const run = async (work: () => Promise<ApiResult<Order>>) => {
    setBusy(true)
    try {
      const updated = await sendBasketChange(store, order.id, work)
      if (updated?.ok) {
        onChanged()
        await load()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset className="checkout-section" aria-busy={busy}>
      <legend>VIP Perks rewards</legend>
      {rewards.blocked_by_coupon ? (
        <p id="rewards-why" className="checkout-note">
          Remove the coupon to use a reward.
        </p>
      ) : rewards.applied !== null && rewards.rewards.length > 1 ? (
        // The other rewards' Use is off while one is in use: said, so nobody is left wondering why.
        <p id="rewards-why" className="checkout-note">
          One reward per order: remove the one in use to choose another.
        </p>
      ) : null}
      <ul className="upsells__list">
        {rewards.rewards.map((reward) => (
          <li key={reward.reference} className="upsells__item">
            <span>{rewardLabel(reward.name, reward.amount)}</span>
            {reward.applied ? (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={busy || undefined}
                aria-label={`Remove ${reward.name}`}
                onClick={unlessBusy(busy, () => void run(() => api.ordersRewardRemove({ id: order.id, ref: reward.reference })))}
              >
                Remove
              </button>
            ) : (
              <button
                type="button"
                className="button button--secondary"
                disabled={rewards.blocked_by_coupon || rewards.applied !== null}
                aria-disabled={busy || undefined}
                aria-describedby={rewards.blocked_by_coupon || rewards.applied !== null ? 'rewards-why' : undefined}
                aria-label={`Use ${reward.name}`}
                onClick={unlessBusy(
                  busy,
                  () => void run(() => api.ordersRewardsApply({ id: order.id }, { memberid: memberId, references: [reward.reference] })),
                )}
              >
                Use
              </button>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
