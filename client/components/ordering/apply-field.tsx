import type { ComponentProps } from 'react'
import { TextField } from '../forms/field.tsx'
import { unlessBusy } from '../forms/unless-busy.ts'

/**
 * A field with its own Apply button beside it (coupon code, tip amount). Enter in the field applies too, and never
 * submits the checkout form around it. `applies` finishes the button's name for screen readers and voice control
 * ("Apply coupon") where checkout shows several buttons reading just "Apply".
 */
export function ApplyField({
  busy,
  applyLabel,
  applies,
  onApply,
  ...field
}: ComponentProps<typeof TextField> & { busy: boolean; applyLabel: string; applies?: string; onApply: () => void }) {
  return (
    <div className="field--inline">
      {/* Focus stays on the button after a press, so a refusal beside the field is announced as it appears. */}
      <TextField {...field} liveError onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), busy || onApply())} />
      <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={unlessBusy(busy, onApply)}>
        {applyLabel}
        {applies ? <span className="visually-hidden">{` ${applies}`}</span> : null}
      </button>
    </div>
  )
}
