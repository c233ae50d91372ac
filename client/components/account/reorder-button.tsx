import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { cartCount } from '#shared/cart-count.ts'
import { useClientStore } from '../../state/store-context.tsx'

/**
 * Reorder fills a new basket and puts it in place of the one in the cart. With nothing in the cart it reorders at
 * once; otherwise it asks first, beside the button, so what the visitor had chosen is never thrown away unasked.
 * `name` completes the button's accessible name ("Reorder the order of November 8, 2026").
 */
export function ReorderButton({ name, onReorder }: { name: ReactNode; onReorder: () => void }) {
  const snap = useSnapshot(useClientStore())
  const items = cartCount(snap.activeOrder)
  const [asking, setAsking] = useState(false)
  // Focus follows the question: to its first answer as it opens, back to Reorder as it closes (answered or not: a
  // reorder that fails leaves the visitor where they pressed; one that works opens the basket, which takes focus).
  const shown = useRef(false)
  const replaceRef = useRef<HTMLButtonElement>(null)
  const reorderRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()
  useEffect(() => {
    if (asking) replaceRef.current?.focus()
    else if (shown.current) reorderRef.current?.focus()
    shown.current = true
  }, [asking])

  if (asking) {
    return (
      <div
        className="reorder-question"
        role="group"
        aria-labelledby={questionId}
        // Escape keeps the cart, as it would close a dialog asking the same.
        onKeyDown={(event) => {
          if (event.key === 'Escape') setAsking(false)
        }}
      >
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
        <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
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
      }}
    >
      Reorder<span className="visually-hidden">{name}</span>
    </button>
  )
}
