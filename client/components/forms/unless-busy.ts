// A control that must not act while a change is being saved still keeps keyboard focus. A disabled control drops
// focus to the page's start the moment it is disabled, so a keyboard or screen-reader visitor lost their place after
// every tip, time, coupon or quantity they chose. Such controls read as unavailable (`aria-disabled`) and ignore
// presses until the change is saved.

/** The handler, doing nothing while `busy`. Pair it with `aria-disabled={busy || undefined}` on the control. */
export function unlessBusy<Args extends unknown[]>(busy: boolean, act: (...args: Args) => void): (...args: Args) => void {
  return (...args) => {
    if (!busy) act(...args)
  }
}
