import { useState } from 'react'
import type { Order } from '#shared/schemas/order.ts'
import type { Api } from '../../api.ts'
import { BESIDE_FIELDS, showBeside, withoutErrors, type FieldErrors } from '../../state/order-checkout.ts'
import type { ClientStore } from '../../state/store.ts'
import { ApplyField } from './apply-field.tsx'
import { sendBasketChange } from '../../state/basket-changes.ts'
import { unlessBusy } from '../forms/unless-busy.ts'

interface Props {
  api: Api
  store: ClientStore
  order: Order
  errors: FieldErrors
  setErrors: (update: (current: FieldErrors) => FieldErrors) => void
  onChanged: () => void
}

const FIELD = 'referral-code'
/** The upstream's shape of a referral code; anything else is refused here, before a request. */
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/

/** The codes the basket already names, when the upstream's answer says (PUT orders/{id}/referrals does). */
const referralsOf = (order: Order): string[] => {
  const list = (order as { referrals?: unknown }).referrals
  return Array.isArray(list) ? list.filter((code): code is string => typeof code === 'string') : []
}

/**
 * The member who sent this visitor: their referral code (PUT orders/{id}/referrals). One code per order; an unknown
 * code or one's own is refused beside the field in the upstream's words, with the code left as typed. The referrer
 * earns their points when this order is completed.
 */
export function CheckoutReferral({ api, store, order, errors, setErrors, onChanged }: Props) {
  const [code, setCode] = useState('')
  const [applied, setApplied] = useState<string[]>(() => referralsOf(order))
  const [busy, setBusy] = useState(false)

  const send = async (referrals: string[]) => {
    setErrors((current) => withoutErrors(current, [FIELD]))
    setBusy(true)
    try {
      // Its answer is the basket with the codes' names beside it: only the basket goes into the store.
      const updated = await sendBasketChange(
        store,
        order.id,
        () => api.ordersReferrals({ id: order.id }, { referrals }, BESIDE_FIELDS),
        ({ referrals: _names, ...basket }) => basket,
      )
      if (!updated) return
      if (!updated.ok) {
        showBeside(updated, [FIELD], setErrors)
        return
      }
      const named = updated.data.referrals
      setApplied(named)
      setCode('')
      onChanged()
    } finally {
      setBusy(false)
    }
  }

  const apply = () => {
    const wanted = code.trim()
    if (!REFERRAL_CODE.test(wanted)) {
      setErrors((current) => ({ ...current, [FIELD]: 'Please enter a referral code of letters and numbers.' }))
      document.getElementById(FIELD)?.focus()
      return
    }
    void send([wanted])
  }

  return (
    <fieldset className="checkout-section" aria-busy={busy}>
      <legend>Referral code</legend>
      {applied.length > 0 ? (
        <p className="applied">
          <span>
            Referred by <strong>{applied.join(', ')}</strong>
          </span>
          <button type="button" className="link-button" aria-disabled={busy || undefined} onClick={unlessBusy(busy, () => void send([]))}>
            Remove referral code
          </button>
        </p>
      ) : (
        <>
          <p className="field-note">A VIP Perks member sent you? Their code earns them points once your order is completed.</p>
          <ApplyField
            id={FIELD}
            label="Referral code (optional)"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={64}
            value={code}
            error={errors[FIELD]}
            onValueChange={setCode}
            busy={busy}
            applyLabel="Apply"
            applies="referral code"
            onApply={apply}
          />
        </>
      )}
    </fieldset>
  )
}
