import { useState } from 'react'
import type { Order } from '#shared/schemas/order.ts'
import type { Api, ApiResult } from '../../api.ts'
import { BESIDE_FIELDS, showBeside, withoutErrors, type FieldErrors } from '../../state/order-checkout.ts'
import { couponOf } from '../../state/order-details.ts'
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

/** A coupon code: applied, or refused beside the field with the code left as typed. */
export function CheckoutCoupon({ api, store, order, errors, setErrors, onChanged }: Props) {
  const applied = couponOf(order)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)

  /** `beside`: the call's refusal is shown under the code field (applying); otherwise the error list has it. */
  const run = async (work: () => Promise<ApiResult<Order>>, beside: boolean) => {
    setErrors((current) => withoutErrors(current, ['coupon-code']))
    setBusy(true)
    try {
      const updated = await sendBasketChange(store, order.id, work)
      if (!updated) return
      if (updated.ok) {
        setCode('')
        onChanged()
      } else if (beside) {
        showBeside(updated, ['coupon-code'], setErrors)
      }
    } finally {
      setBusy(false)
    }
  }

  const apply = () => {
    const wanted = code.trim()
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(wanted)) {
      setErrors((current) => ({ ...current, 'coupon-code': 'Please enter a coupon code of letters and numbers.' }))
      document.getElementById('coupon-code')?.focus()
      return
    }
    void run(() => api.ordersCouponApply({ id: order.id }, { code: wanted }, BESIDE_FIELDS), true)
  }

  return (
    <fieldset className="checkout-section" aria-busy={busy}>
      <legend>Coupon</legend>
      {applied ? (
        <p className="applied">
          <span>
            <strong>{applied.code}</strong> {applied.description}
          </span>
          <button
            type="button"
            className="link-button"
            aria-disabled={busy || undefined}
            onClick={unlessBusy(busy, () => void run(() => api.ordersCouponRemove({ id: order.id }), false))}
          >
            Remove coupon
          </button>
        </p>
      ) : (
        <ApplyField
          id="coupon-code"
          label="Coupon code"
          autoComplete="off"
          maxLength={32}
          value={code}
          error={errors['coupon-code']}
          onValueChange={setCode}
          busy={busy}
          applyLabel="Apply"
          applies="coupon"
          onApply={apply}
        />
      )}
    </fieldset>
  )
}
