import { Suspense, use } from 'react'
import type { Block } from '#shared/schemas/content.ts'
import { formBlocksOf } from '#shared/forms/form-component.ts'

// The form block's code (and imask with it) loads only on pages that have a form. The content page's loader loads
// it before the page renders (`loadFormBlockIfUsed`), so the server renders the form in place and a browser
// navigation shows it at once; on the first page load the browser fetches it while the server's form stays as
// sent, and hydrates it when it arrives.

type FormBlockModule = typeof import('./form-block.tsx')

let loaded: FormBlockModule | null = null
let loading: Promise<FormBlockModule> | null = null

function loadFormBlock(): Promise<FormBlockModule> {
  loading ??= import('./form-block.tsx').then((module) => (loaded = module))
  return loading
}

/** Loads the form block when the page body has a form; a page without one loads nothing. */
export async function loadFormBlockIfUsed(body: readonly unknown[]): Promise<void> {
  if (formBlocksOf(body).length > 0) await loadFormBlock()
}

function LoadedFormBlock({ block }: { block: Block }) {
  const { FormBlock } = loaded ?? use(loadFormBlock())
  return <FormBlock block={block} />
}

export function FormBlockSlot({ block }: { block: Block }) {
  return (
    <Suspense fallback={null}>
      <LoadedFormBlock block={block} />
    </Suspense>
  )
}
