import { formBlocksOf } from '#shared/forms/form-component.ts'
import { lazyComponent } from '../../lazy-component.tsx'

// The form block's code (and imask with it) loads only on pages that have a form. The content page's loader loads
// it before the page renders (`loadFormBlockIfUsed`), so the server renders the form in place and a browser
// navigation shows it at once; on the first page load the browser fetches it while the server's form stays as
// sent, and hydrates it when it arrives.
const formBlock = lazyComponent(() => import('./form-block.tsx').then((module) => module.FormBlock))

/** Loads the form block when the page body has a form; a page without one loads nothing. */
export async function loadFormBlockIfUsed(body: readonly unknown[]): Promise<void> {
  if (formBlocksOf(body).length > 0) await formBlock.load()
}

export const FormBlockSlot = formBlock.Component
