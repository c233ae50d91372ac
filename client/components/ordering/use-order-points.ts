import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'

// What an order earns in VIP Perks, as the upstream answers it (orders/{id}/points): the site never works points
// out itself, so what is shown before paying is what the completed order pays.

/** A burst of quantity changes asks once, after the last one. */
export const POINTS_SETTLE_MS = 400

// The last number this tab was told, for one order: the confirmation opens with the number checkout showed, so the
// offer and the line are whole at their first paint instead of changing a moment later. Memory only, one order.
let lastAnswer: { orderId: string; points: number } | null = null

/**
 * The order's points, asked again (after POINTS_SETTLE_MS) whenever `basketKey` changes; the last number stays shown
 * meanwhile. An answer that arrives after a newer question was asked is dropped. Null until a number is known, and
 * when the upstream cannot say.
 */
export function useOrderPoints(orderId: string, basketKey: string): number | null {
  const api = useApi()
  // Not before the stored session is back: a member's basket asked without their token answers "not found".
  const { restored } = useSnapshot(useClientStore())
  const [answer, setAnswer] = useState(() => (lastAnswer?.orderId === orderId ? lastAnswer : null))
  useEffect(() => {
    if (!restored) return
    let current = true
    const timer = setTimeout(() => {
      void api.ordersPoints({ id: orderId }).then((found) => {
        if (!current || !found.ok) return
        lastAnswer = { orderId, points: found.data.points }
        setAnswer(lastAnswer)
      })
    }, POINTS_SETTLE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, orderId, basketKey, restored])
  // Another basket's number is never shown for this one.
  return answer !== null && answer.orderId === orderId ? answer.points : null
}
