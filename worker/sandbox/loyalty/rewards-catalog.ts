import { toDollars } from '../money.ts'

// The VIP Perks rewards (our choice: the product names offers, rewards and balance, not what they are). Each unlocks
// when the balance reaches its points and is redeemed (members/redeem) into a banked reward: a fixed amount off one
// order, applied to a basket by its reference (orders/{id}/rewards). Amounts are below their points' earning value
// (10 points a dollar: 500 points is $50 of food for $5 off), as loyalty programmes go.

interface CatalogReward {
  code: string
  name: string
  description: string
  points: number
  amountCents: number
}

export const REWARDS_CATALOG: readonly CatalogReward[] = [
  { code: 'PERK-3', name: '$3 off', description: '$3 off any order: a coffee or a side on us.', points: 250, amountCents: 300 },
  { code: 'PERK-5', name: '$5 off', description: '$5 off any order.', points: 500, amountCents: 500 },
  { code: 'PERK-10', name: '$10 off', description: '$10 off any order.', points: 1000, amountCents: 1000 },
  { code: 'PERK-20', name: '$20 off', description: '$20 off any order: breakfast for two.', points: 2000, amountCents: 2000 },
]

export const catalogReward = (code: string): CatalogReward | undefined => REWARDS_CATALOG.find((r) => r.code === code.trim().toUpperCase())

/** The cheapest reward the balance has not reached yet, or null when every one is unlocked. */
export const nextReward = (points: number): CatalogReward | null => REWARDS_CATALOG.find((r) => r.points > points) ?? null

/** members/offers/all: every reward with whether this balance unlocks it. */
export const offerView = (reward: CatalogReward, points: number) => ({
  code: reward.code,
  name: reward.name,
  description: reward.description,
  points: reward.points,
  amount: toDollars(reward.amountCents),
  unlocked: points >= reward.points,
  points_needed: Math.max(0, reward.points - points),
})
