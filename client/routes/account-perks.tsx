import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { ApiResponse } from '#shared/schemas/api/responses.ts'
import { rewardLabel } from '#shared/money.ts'
import { formatCount, pointsLabel } from '#shared/points-label.ts'
import { AccountNav } from '../components/account/account-nav.tsx'
import { MemberOnly } from '../components/account/member-only.tsx'
import { PageMeta } from '../components/page-meta.tsx'
import { latestAnswers } from '../state/latest-answers.ts'
import { useClientStore } from '../state/store-context.tsx'
import { useApi } from '../use-api.ts'
import '../styles/controls.css'
import '../styles/account.css'

// /account/perks: the member's points, the rewards they have banked (with the code to use), and the programme's
// offers; an unlocked offer can be redeemed into a reward. Points of orders not yet picked up or delivered show as
// pending: they count once the order is completed.

type Balance = NonNullable<ApiResponse<'membersBalance'>>
type Offers = NonNullable<ApiResponse<'membersOffers'>>
type Offer = Offers['offers'][number]

function Perks() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const api = useApi()
  const ids = 'perks'
  const [balance, setBalance] = useState<Balance | null>(null)
  const [offers, setOffers] = useState<Offers | null>(null)
  const [failed, setFailed] = useState(false)
  const [status, setStatus] = useState('')
  const [redeeming, setRedeeming] = useState<string | null>(null)
  // Points spent are not given back: Redeem asks once more, in its row, before spending them.
  const [confirming, setConfirming] = useState<string | null>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)

  // The balance is read on arrival, on return to the tab, on request and after a redemption, the offers on arrival
  // and after a redemption: an answer overtaken by a later one (a read sent before the redemption, answered after
  // it) must not put the spent points back or the redeemed offer.
  const [balanceAnswers] = useState(latestAnswers)
  const [offerAnswers] = useState(latestAnswers)

  const load = useCallback(async () => {
    const balanceQuestion = balanceAnswers.ask()
    const offerQuestion = offerAnswers.ask()
    const [nextBalance, nextOffers] = await Promise.all([api.membersBalance(), api.membersOffers()])
    if (!nextBalance.ok || !nextOffers.ok) return setFailed(true)
    setFailed(false)
    if (balanceAnswers.take(balanceQuestion)) setBalance(nextBalance.data)
    if (offerAnswers.take(offerQuestion)) setOffers(nextOffers.data)
  }, [api, balanceAnswers, offerAnswers])

  useEffect(() => {
    void load()
  }, [load])

  // The balance inquiry (POST members/balance): asked again when the visitor comes back to this tab (an order placed
  // in another, points settled meanwhile) and on request, so the points shown are the provider's current ones.
  const memberId = snap.activeUser?.id
  const [refreshing, setRefreshing] = useState(false)
  // Said beside the balance it is about, under the button that asked (the rewards' line is for what was redeemed).
  const [balanceStatus, setBalanceStatus] = useState('')
  const refreshBalance = useCallback(
    async (announce: boolean) => {
      if (memberId === undefined) return
      setRefreshing(true)
      // Emptied first, so "up to date" said after a second press is announced again.
      if (announce) setBalanceStatus('')
      const question = balanceAnswers.ask()
      const fresh = await api.membersBalanceRefresh({ memberID: memberId }, { suppressErrors: !announce })
      setRefreshing(false)
      if (!fresh.ok || !balanceAnswers.take(question)) return
      setBalance(fresh.data)
      if (announce) setBalanceStatus('Your balance is up to date.')
    },
    [api, balanceAnswers, memberId],
  )
  useEffect(() => {
    const onVisibility = () => {
      if (!document.hidden) void refreshBalance(false)
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [refreshBalance])

  async function redeem(offer: Offer) {
    const memberId = snap.activeUser?.id
    if (memberId === undefined || redeeming) return
    setRedeeming(offer.code)
    setStatus('')
    setBalanceStatus('')
    try {
      const redeemed = await api.membersRedeem({ memberID: memberId, price: offer.points, code: offer.code })
      if (!redeemed.ok) return
      balanceAnswers.changed()
      offerAnswers.changed()
      const { reward } = redeemed.data
      setStatus(`${reward.name} redeemed. Your reward code is ${reward.code}.`)
      setConfirming(null)
      // The row's buttons may be gone (the offer out of reach now): the keyboard goes to what happened.
      statusRef.current?.focus()
      await load()
    } finally {
      setRedeeming(null)
    }
  }

  const cancelRedeem = (offer: Offer) => {
    setConfirming(null)
    requestAnimationFrame(() => document.getElementById(`${ids}-redeem-${offer.code}`)?.focus())
  }

  return (
    <>
      {failed ? (
        <div className="notice notice--error" role="alert">
          <p>We could not load your rewards just now.</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            Try again
          </button>
        </div>
      ) : null}
      {balance === null || offers === null ? (
        failed ? null : (
          <p className="account-loading" role="status">
            Loading your rewards…
          </p>
        )
      ) : (
        <div className="account-sections">
          <section className="account-card" aria-labelledby={`${ids}-balance`}>
            <h2 id={`${ids}-balance`}>Your balance</h2>
            <p className="perks-balance">
              {/* The space makes the line read "654 points" aloud and as text; the flex gap draws it. */}
              <span className="perks-balance__points">{formatCount(balance.points)}</span>{' '}
              <span>{balance.points === 1 ? 'point' : 'points'}</span>
            </p>
            {balance.pending_points > 0 ? (
              <p>{`${pointsLabel(balance.pending_points)} pending: they are added once your order is picked up or delivered.`}</p>
            ) : null}
            {balance.next_reward ? (
              <p>{`${pointsLabel(balance.next_reward.points_needed)} to go until ${balance.next_reward.name}.`}</p>
            ) : null}
            <p className="field-note">{`You earn ${pointsLabel(balance.points_per_dollar)} for every dollar you spend. Lifetime: ${pointsLabel(balance.lifetime_points)}.`}</p>
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={refreshing || undefined}
              onClick={() => void (refreshing ? undefined : refreshBalance(true))}
            >
              {refreshing ? 'Refreshing…' : 'Refresh balance'}
            </button>
            <p role="status" className="account-status">
              {balanceStatus}
            </p>
          </section>
          <section className="account-card" aria-labelledby={`${ids}-rewards`}>
            <h2 id={`${ids}-rewards`}>Your rewards</h2>
            <p role="status" className="account-status" ref={statusRef} tabIndex={-1}>
              {status}
            </p>
            {balance.rewards.length === 0 ? (
              <p>No rewards yet. Redeem an offer below once you have the points.</p>
            ) : (
              <ul className="account-list">
                {balance.rewards.map((reward) => (
                  <li key={reward.reference}>
                    <span>
                      <strong>{rewardLabel(reward.name, reward.amount)}</strong>
                    </span>
                    <span>
                      Code <span className="perks-code">{reward.code}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="account-card" aria-labelledby={`${ids}-offers`}>
            <h2 id={`${ids}-offers`}>Offers</h2>
            <ul className="account-list">
              {offers.offers.map((offer) => (
                <li key={offer.code}>
                  <span>
                    <strong>{offer.name}</strong>
                    <br />
                    <span className="field-note">{`${offer.description} ${pointsLabel(offer.points)}.`}</span>
                  </span>
                  {offer.unlocked && confirming === offer.code ? (
                    <span
                      className="account-actions"
                      role="group"
                      aria-labelledby={`${ids}-confirm-${offer.code}`}
                      // Escape answers as Cancel does, as it would in a dialog.
                      onKeyDown={(event) => {
                        if (event.key === 'Escape' && redeeming === null) cancelRedeem(offer)
                      }}
                    >
                      <span id={`${ids}-confirm-${offer.code}`}>{`Spend ${pointsLabel(offer.points)} on ${offer.name}?`}</span>
                      <button
                        type="button"
                        className="button"
                        aria-disabled={redeeming !== null || undefined}
                        onClick={() => void redeem(offer)}
                      >
                        {redeeming === offer.code ? 'Redeeming…' : `Yes, redeem ${offer.name}`}
                      </button>
                      {/* Opened by its Redeem button, which is gone now: the keyboard goes on to the answer that spends
                          nothing, so a press too many never redeems. */}
                      <button type="button" className="button button--secondary" autoFocus onClick={() => cancelRedeem(offer)}>
                        Cancel
                      </button>
                    </span>
                  ) : offer.unlocked ? (
                    <button
                      id={`${ids}-redeem-${offer.code}`}
                      type="button"
                      className="button"
                      aria-disabled={redeeming !== null || undefined}
                      onClick={() => (redeeming === null ? setConfirming(offer.code) : undefined)}
                    >
                      {`Redeem ${offer.name}`}
                    </button>
                  ) : (
                    <span className="field-note">{`${pointsLabel(offer.points_needed)} to go`}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </>
  )
}

export function Component() {
  const ids = 'perks'
  return (
    <section className="account-page" aria-labelledby={`${ids}-title`}>
      <PageMeta title="My Rewards | Perkins Restaurant & Bakery" description="Your VIP Perks points, rewards and offers." />
      <h1 id={`${ids}-title`}>My Rewards</h1>
      <MemberOnly>
        <AccountNav />
        <Perks />
      </MemberOnly>
    </section>
  )
}
