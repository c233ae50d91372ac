import { useState } from 'react'
import type { EmbeddedForm } from '#shared/schemas/content.ts'
import { EmbeddedFrameSlot } from '../blocks/embedded-frame-slot.tsx'
import { useModalDialog } from '../layout/use-modal-dialog.ts'

/**
 * The mobile sticky 'Learn More!' bar on the franchising pages. It shows only below the small-screen
 * breakpoint (CSS), and opens the franchising lead form in a modal dialog: focus moves into it, Escape and the
 * close button dismiss it, and focus returns to the bar. The form's frame (700px) loads on first open.
 */
export function LearnMoreBar({ form }: { form: EmbeddedForm }) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const dialogRef = useModalDialog(open, () => setOpen(false))
  return (
    <>
      <div className="learn-more-bar">
        <button
          type="button"
          className="button button--large button--block learn-more-bar__button"
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true)
            setOpen(true)
          }}
        >
          Learn More!
        </button>
      </div>
      <dialog ref={dialogRef} className="lead-form-dialog" aria-labelledby="lead-form-dialog-title">
        <div className="lead-form-dialog__header">
          <h2 id="lead-form-dialog-title">{form.title}</h2>
          <form method="dialog">
            <button type="submit" className="icon-button" aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </form>
        </div>
        {opened ? <EmbeddedFrameSlot form="mobile-sticky" src={form.src} title={form.title} /> : null}
      </dialog>
    </>
  )
}
