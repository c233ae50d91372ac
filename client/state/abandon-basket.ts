import type { Api } from '../api.ts'

/**
 * A basket replaced by a new one (another store chosen, a reorder, a `?store=` link) is abandoned upstream, so the
 * provider stops holding it. Fire-and-forget: the visitor is already on the new basket, and a failure changes
 * nothing for them (the call is marked `leftBasket`, so even "already placed" leaves the new basket alone).
 */
export function abandonReplacedBasket(api: Api, previous: { id: string } | null, next: { id: string } | null): void {
  if (previous === null || previous.id === next?.id) return
  void api.ordersAbandon({ id: previous.id })
}
