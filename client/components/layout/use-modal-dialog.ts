import { useEffect, useRef } from 'react'
import { focusMainHeading } from './page-arrival.tsx'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Tab from the last control goes to the first and Shift+Tab from the first to the last: focus stays in the dialog. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  )
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * Drives a native <dialog> as a modal from React state. The browser closes it on Escape, makes the page behind
 * inert and returns focus to the opener when it closes; Tab is kept inside here, because a native modal lets
 * it leave for the browser's own controls. `initialFocus`, when given, gets focus on open instead of the first control.
 */
export function useModalDialog(open: boolean, onClose: () => void, initialFocus?: { current: HTMLElement | null }) {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      initialFocus?.current?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open, initialFocus])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Escape closes the dialog at once, but its close event comes a task later: a quick Enter on the opener in
    // between would set "open" while the state still said open, and the late event then closed it again. The
    // state follows Escape at once (cancel), and a close event for a dialog already reopened is stale.
    const handleCancel = () => onCloseRef.current()
    const handleClose = () => {
      if (!dialog.open) onCloseRef.current()
      // A dialog that opened by itself (the restaurant selector over an ordering page) has no opener to give focus
      // back to: it would fall to the page, and the next Tab start over at the top. The page's heading takes it.
      requestAnimationFrame(() => {
        const active = document.activeElement
        if (!dialog.open && (active === null || active === document.body || dialog.contains(active))) focusMainHeading()
      })
    }
    // A click on the backdrop lands on the dialog element itself, outside its content box.
    const handleClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close()
    }
    const handleKeydown = (event: KeyboardEvent) => keepTabInside(dialog, event)
    dialog.addEventListener('cancel', handleCancel)
    dialog.addEventListener('close', handleClose)
    dialog.addEventListener('click', handleClick)
    dialog.addEventListener('keydown', handleKeydown)
    return () => {
      dialog.removeEventListener('cancel', handleCancel)
      dialog.removeEventListener('close', handleClose)
      dialog.removeEventListener('click', handleClick)
      dialog.removeEventListener('keydown', handleKeydown)
    }
  }, [])

  return ref
}
