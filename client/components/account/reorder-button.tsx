import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../../state/store-context.tsx'

/**
 * Reorder fills a new basket and puts it in place of the one in the cart. With nothing in the cart it reorders at
 * once; otherwise it asks first, beside the button, so what the visitor had chosen is never thrown away unasked.
 * `name` completes the button's accessible name ("Reorder the order of November 8, 2026").
 */
export function ReorderButton({ name, onReorder }: { name: ReactNode; onReorder: () => void }) {
  const snap = useSnapshot(useClientStore())
  const items = snap.activeOrder?.products.reduce((sum, line) => sum + Math.max(line.quantity, 0), 0) ?? 0
  const [asking, setAsking] = useState(false)
  // Where focus goes as the question opens (its first answer) and closes unanswered (the Reorder button again).
  const [focusOn, setFocusOn] = useState<'replace' | 'reorder' | null>(null)
  const replaceRef = useRef<HTMLButtonElement>(null)
  const reorderRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()
  useEffect(() => {
    if (focusOn === 'replace') replaceRef.current?.focus()
    if (focusOn === 'reorder') reorderRef.current?.focus()
  }, [focusOn])

  if (asking) {
    return (
      <div className="reorder-question" role="group" aria-labelledby={questionId}>
        <p
          id={questionId}
        >{`Your cart has ${items} ${items === 1 ? 'item' : 'items'}. Reordering replaces ${items === 1 ? 'it' : 'them'}.`}</p>
        <button
          ref={replaceRef}
          type="button"
          className="button"
          aria-describedby={questionId}
          onClick={() => {
            setAsking(false)
            onReorder()
          }}
        >
          Replace my cart
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setAsking(false)
            setFocusOn('reorder')
          }}
        >
          Keep my cart
        </button>
      </div>
    )
  }
  return (
    <button
      ref={reorderRef}
      type="button"
      className="button"
      onClick={() => {
        if (items === 0) return onReorder()
        setAsking(true)
        setFocusOn('replace')
      }}
    >
      Reorder<span className="visually-hidden">{name}</span>
    </button>
  )
}
