// A button that must not act twice while its change is being saved (Apply, Remove, Add) still keeps keyboard focus.
// A disabled control drops focus to the page's start the moment it is disabled, so a keyboard or screen-reader
// visitor lost their place after every coupon, gift card or removal. Such buttons read as unavailable
// (`aria-disabled`) and ignore presses until the change is saved. Radios and selects need no guard at all: basket
// changes are sent one after another (client/state/basket-changes.ts), so a choice made meanwhile simply follows.

/** The handler, doing nothing while `busy`. Pair it with `aria-disabled={busy || undefined}` on the control. */
export function unlessBusy<Args extends unknown[]>(busy: boolean, act: (...args: Args) => void): (...args: Args) => void {
  return (...args) => {
    if (!busy) act(...args)
  }
}
