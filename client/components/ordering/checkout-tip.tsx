import { useEffect, useRef, useState } from 'react'
import { formatMoney } from '#shared/money.ts'
import type { Order } from '#shared/schemas/order.ts'
import type { Api } from '../../api.ts'
import { BESIDE_FIELDS, showBeside, tipFor, TIP_PRESETS, withoutErrors, type FieldErrors } from '../../state/order-checkout.ts'
import type { ClientStore } from '../../state/store.ts'
import { ApplyField } from './apply-field.tsx'
import { sendBasketChange } from '../../state/basket-changes.ts'
import { rememberTipPreset, tipPresetFor } from '../../state/tip-preset.ts'

interface Props {
  api: Api
  store: ClientStore
  order: Order
  errors: FieldErrors
  setErrors: (update: (current: FieldErrors) => FieldErrors) => void
  onChanged: () => void
}

/** The percentage a tip is of the subtotal, when it is one of the choices; a tip of 0 is none of them. */
const presetOf = (tip: number, subtotal: number): number | undefined =>
  tip > 0 ? TIP_PRESETS.find((fraction) => tipFor(subtotal, fraction) === tip) : undefined

/**
 * No tip, 15, 18 or 20 percent of the subtotal, or an amount of the visitor's own (orders/{id}/tip). A percentage
 * stays that percentage: when the subtotal changes (a dish added here or in another tab), the tip follows it.
 */
export function CheckoutTip({ api, store, order, errors, setErrors, onChanged }: Props) {
  const current = order.totals.tip ?? 0
  const subtotal = order.totals.subtotal
  const remembered = tipPresetFor(order.id)
  const presetMatch = remembered ?? presetOf(current, subtotal)
  const [custom, setCustom] = useState(current > 0 && presetMatch === undefined)
  const [amount, setAmount] = useState(current > 0 && presetMatch === undefined ? current.toFixed(2) : '')
  const [busy, setBusy] = useState(false)

  // The choice shown must be the tip the basket holds, which is the one charged.
  const followed = useRef<string | null>(null)
  const showBasketsTip = () => {
    const basket = store.activeOrder
    if (basket?.id !== order.id) return
    const tip = basket.totals.tip ?? 0
    const preset = presetOf(tip, basket.totals.subtotal)
    rememberTipPreset(order.id, preset ?? null)
    const own = tip > 0 && preset === undefined
    setCustom(own)
    if (own) setAmount(tip.toFixed(2))
  }

  /**
   * Sets the basket's tip. A refusal (or no connection) is said beside what was chosen: the amount box for an amount
   * typed, else the choices, which then show the tip the basket still holds again, once the last change sent has its
   * answer (an earlier one's answer would put back a choice the basket never held).
   */
  const latestChange = useRef(0)
  const apply = async (tip: number, beside: 'tip-amount' | 'tip') => {
    const change = ++latestChange.current
    setErrors((existing) => withoutErrors(existing, ['tip-amount', 'tip']))
    setBusy(true)
    try {
      const updated = await sendBasketChange(store, order.id, () => api.ordersTip({ id: order.id }, { amount: tip }, BESIDE_FIELDS))
      if (!updated) return
      if (updated.ok) {
        onChanged()
      } else {
        if (beside === 'tip' && change === latestChange.current) showBasketsTip()
        showBeside(updated, [beside], setErrors)
      }
    } finally {
      setBusy(false)
    }
  }

  // The chosen percentage of a subtotal that has changed: set once for each subtotal, so a refused change is not
  // sent again and again.
  useEffect(() => {
    if (remembered === null) return
    const wanted = tipFor(subtotal, remembered)
    const key = `${order.id}:${subtotal}:${remembered}`
    if (wanted === current || followed.current === key) return
    followed.current = key
    void apply(wanted, 'tip')
    // apply is rebuilt every render; what decides is the basket, its subtotal and the preset.
  }, [order.id, subtotal, current, remembered]) // eslint-disable-line react-hooks/exhaustive-deps

  const choosePreset = (fraction: number | null) => {
    setCustom(false)
    rememberTipPreset(order.id, fraction)
    // Sent here: the percentage followed on this subtotal is this one, not one to send again.
    followed.current = `${order.id}:${subtotal}:${fraction}`
    void apply(fraction === null ? 0 : tipFor(subtotal, fraction), 'tip')
  }

  const applyCustom = () => {
    const text = amount.trim().replace(/^\$/, '')
    if (!/^\d{1,4}(\.\d{1,2})?$/.test(text) || Number(text) > 1000) {
      setErrors((existing) => ({ ...existing, 'tip-amount': 'Please enter a tip in dollars and cents, up to $1,000.' }))
      document.getElementById('tip-amount')?.focus()
      return
    }
    rememberTipPreset(order.id, null)
    void apply(Number(text), 'tip-amount')
  }

  return (
    <fieldset className="checkout-section" aria-busy={busy} aria-describedby={errors['tip'] ? 'tip-error' : undefined}>
      <legend>Add a tip</legend>
      <div className="choice-row">
        <label className="choice-pill">
          <input
            type="radio"
            name="tip"
            checked={!custom && presetMatch === undefined && current === 0}
            onChange={() => choosePreset(null)}
          />
          <span>No tip</span>
        </label>
        {TIP_PRESETS.map((fraction) => (
          <label key={fraction} className="choice-pill">
            <input type="radio" name="tip" checked={!custom && presetMatch === fraction} onChange={() => choosePreset(fraction)} />
            <span>
              {Math.round(fraction * 100)}% ({formatMoney(tipFor(subtotal, fraction))})
            </span>
          </label>
        ))}
        <label className="choice-pill">
          <input
            type="radio"
            name="tip"
            checked={custom}
            onChange={() => {
              setCustom(true)
              rememberTipPreset(order.id, null)
              // The empty box is what the order tips until an amount is applied: a percentage chosen before (or
              // passed on the way here, as arrow keys choose each radio they move to) is taken off, not charged.
              if (presetMatch !== undefined && current > 0) void apply(0, 'tip')
            }}
          />
          <span>Other amount</span>
        </label>
      </div>
      {/* Always in the page, so a refusal arriving in it is announced. */}
      <p id="tip-error" className="field-error" aria-live="polite">
        {errors['tip'] ?? ''}
      </p>
      {custom ? (
        <ApplyField
          id="tip-amount"
          label="Tip amount ($)"
          inputMode="decimal"
          maxLength={8}
          value={amount}
          error={errors['tip-amount']}
          onValueChange={setAmount}
          busy={busy}
          applyLabel="Apply tip"
          onApply={applyCustom}
        />
      ) : null}
    </fieldset>
  )
}
