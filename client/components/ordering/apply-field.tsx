import type { ComponentProps } from 'react'
import { TextField } from '../forms/field.tsx'

/**
 * A field with its own Apply button beside it (coupon code, tip amount). Enter in the field applies too, and never
 * submits the checkout form around it.
 */
export function ApplyField({
  busy,
  applyLabel,
  onApply,
  ...field
}: ComponentProps<typeof TextField> & { busy: boolean; applyLabel: string; onApply: () => void }) {
  return (
    <div className="field--inline">
      <div>
        <TextField {...field} onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), onApply())} />
      </div>
      <button type="button" className="button button--secondary" disabled={busy} onClick={onApply}>
        {applyLabel}
      </button>
    </div>
  )
}
