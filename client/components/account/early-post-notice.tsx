import type { EarlyPost } from '../../early-post.ts'

/**
 * Above a form sent before the page's scripts ran: what happened and what to do, announced when the page arrives.
 * The region is always there, so a screen reader hears the line when it appears.
 */
export function EarlyPostNotice({ early, button }: { early: EarlyPost | null; button: string }) {
  return (
    <div role="status" className={early ? 'notice notice--info' : undefined}>
      {early ? <p>{`The page was still loading, so nothing was sent. Please check your details and press ${button} again.`}</p> : null}
    </div>
  )
}
