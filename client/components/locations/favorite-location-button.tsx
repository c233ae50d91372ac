import { lazy, Suspense, useState } from 'react'

// The selector (and its search) loads only when a member first asks to choose, then stays mounted so its dialog can
// close and reopen with what they typed.
const FavoriteLocationSelector = lazy(() =>
  import('./favorite-location-selector.tsx').then((module) => ({ default: module.FavoriteLocationSelector })),
)

/** "Choose" or "Change favorite location": opens the favourite-location selector. */
export function FavoriteLocationButton({ hasFavorite }: { hasFavorite: boolean }) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  // Said once the dialog has closed: while it is open the page behind it is out of reach of a screen reader, so the
  // favourite changing there is not heard.
  const [chosen, setChosen] = useState('')
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {hasFavorite ? 'Change favorite location' : 'Choose a favorite location'}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <FavoriteLocationSelector
            open={open}
            onClose={() => setOpen(false)}
            onChosen={(location) => setChosen(`Perkins ${location.name} is now your favorite location.`)}
          />
        </Suspense>
      ) : null}
      <p role="status" className="visually-hidden">
        {chosen}
      </p>
    </>
  )
}
