import { useEffect, useRef, useState } from 'react'

/** Past this, a frame that has not loaded is treated as blocked or unreachable. */
const LOAD_TIMEOUT_MS = 8000

// Who answers when a form cannot be shown: privacy requests go to the privacy team, everything else to Guest Relations.
const CONTACTS: Record<string, { phone: string; email: string }> = {
  ccpa: { phone: '1-800-555-0167', email: 'privacy@perkinsrestaurants.com' },
  default: { phone: '1-800-555-0142', email: 'guestrelations@perkinsrestaurants.com' },
}

type FrameState = 'waiting' | 'loading' | 'loaded' | 'failed'

/**
 * An embedded third-party form. The frame's src is set only in the browser, once the box is near the screen, so
 * its load event is always seen; until it loads (and for good if it does not within a few seconds, or the visitor
 * is offline, or scripts are off) the reserved space shows what the form is, a link that opens it, and a phone
 * number and email, never a blank box.
 */
export function EmbeddedFrame({ form, src, title }: { form: string; src: string; title: string }) {
  const boxRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<FrameState>('waiting')
  const contact = CONTACTS[form] ?? CONTACTS.default!

  const [near, setNear] = useState(false)

  // After hydration the frame is created (the browser still defers it until near the screen, loading="lazy").
  useEffect(() => {
    setState(navigator.onLine ? 'loading' : 'failed')
    const box = boxRef.current
    if (!box) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  // The clock for "cannot load" runs only once the frame is near the screen, so a deferred frame is never blamed.
  useEffect(() => {
    if (state !== 'loading' || !near) return
    const timer = setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), LOAD_TIMEOUT_MS)
    const offline = () => setState((current) => (current === 'loaded' ? current : 'failed'))
    window.addEventListener('offline', offline)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('offline', offline)
    }
  }, [state, near])

  return (
    <div ref={boxRef} className="embed-form__box" data-state={state}>
      <div className="embed-form__fallback" role={state === 'failed' ? 'status' : undefined}>
        <strong>{title}</strong>
        <p>
          {state === 'failed' ? 'This form could not load here.' : 'The form is loading…'} You can open it on its own page instead, or reach
          us directly.
        </p>
        <a href={src} target="_blank" rel="noopener noreferrer" className="button button--secondary">
          {`Open the ${title.charAt(0).toLowerCase()}${title.slice(1)}`}
        </a>
        <p>
          {'Call '}
          <a href={`tel:+1${contact.phone.replace(/\D/g, '').slice(1)}`}>{contact.phone}</a>
          {' or email '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      </div>
      {state === 'waiting' ? null : (
        <iframe
          className={`embed-frame embed-frame--${form}`}
          src={state === 'failed' ? undefined : src}
          title={title}
          loading="lazy"
          onLoad={() => setState((current) => (current === 'loading' ? 'loaded' : current))}
        />
      )}
      {state === 'waiting' ? <div className={`embed-frame embed-frame--${form}`} aria-hidden="true" /> : null}
      {/* A blocked frame can still report "loaded" (the browser's own error page), so the way out stays in view. */}
      {state === 'loaded' ? (
        <p className="embed-form__help">
          {'Form not showing? '}
          <a href={src} target="_blank" rel="noopener noreferrer">
            Open it in a new tab
          </a>
          {' or call '}
          <a href={`tel:+1${contact.phone.replace(/\D/g, '').slice(1)}`}>{contact.phone}</a>.
        </p>
      ) : null}
    </div>
  )
}
