import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { formatCount, pointsLabel } from '#shared/points-label.ts'
import type { ApiResponse } from '#shared/schemas/api/responses.ts'
import { useClientStore } from '../../state/store-context.tsx'
import { useApi } from '../../use-api.ts'
import '../../styles/controls.css'
import '../../styles/account.css'
import { SiteLink } from '../layout/site-link.tsx'

// /perks for a signed-in member: her balance and next reward where a visitor reads "Join VIP Perks", with the way to
// her rewards. Loaded only for members, so the page stays as light for everyone else.

type Balance = NonNullable<ApiResponse<'membersBalance'>>

export default function MemberPerksSummary() {
  const snap = useSnapshot(useClientStore())
  const api = useApi()
  const [balance, setBalance] = useState<Balance | null>(null)
  useEffect(() => {
    let current = true
    void api.membersBalance({ suppressErrors: true }).then((answer) => {
      if (current && answer.ok) setBalance(answer.data)
    })
    return () => {
      current = false
    }
  }, [api])
  const firstName = snap.activeUser?.first_name
  return (
    <section className="member-perks" aria-labelledby="member-perks-title">
      <h2 id="member-perks-title">{firstName ? `Welcome back, ${firstName}` : 'Welcome back'}</h2>
      {balance === null ? (
        <p role="status">Loading your points…</p>
      ) : (
        <>
          <p className="perks-balance">
            <span className="perks-balance__points">{formatCount(balance.points)}</span>
            <span>{balance.points === 1 ? 'point' : 'points'}</span>
          </p>
          {balance.next_reward ? (
            <p>{`${pointsLabel(balance.next_reward.points_needed)} to go until ${balance.next_reward.name}.`}</p>
          ) : null}
          {balance.rewards.length > 0 ? (
            <p>{`${balance.rewards.length} ${balance.rewards.length === 1 ? 'reward is' : 'rewards are'} ready to use.`}</p>
          ) : null}
        </>
      )}
      <p>
        <SiteLink to="/account/perks" className="button">
          See my rewards
        </SiteLink>
      </p>
    </section>
  )
}
