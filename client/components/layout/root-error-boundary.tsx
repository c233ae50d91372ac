import { Component, useEffect, type ReactNode } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router'
import { hidesChrome } from '#shared/layout-for-path.ts'
import type { RootData } from '../../loaders.ts'
import { LayoutFrame } from './app-shell.tsx'
import { NotFoundContent } from './not-found-content.tsx'
import { isConnectionFailure } from '../../connection-failure.ts'
import { CONNECTION_MESSAGE, CONTENT_UNAVAILABLE_MESSAGE, TROUBLE_MESSAGE } from '#shared/page-error-messages.ts'

/** Renders the error page; if that itself throws, a bare message with a way home. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.warn('The error page failed to render', error)
  }
  override render() {
    if (this.state.failed) {
      return (
        <div className="error-page error-page--fallback">
          <title>Error</title>
          <p>An error occurred while showing the error page</p>
          <a href="/">Go to the home page</a>
        </div>
      )
    }
    return this.props.children
  }
}

// The product names the one page for a 404 and every other failure '404 & Misc Error' (its title); the 404 itself
// is 'Page Not Found' (not-found-content.tsx). An outage keeps its own, since it asks the visitor to wait.
const MISC_ERROR_TITLE = '404 & Misc Error'

/**
 * A page the browser could not fetch (offline, or the connection dropped on the way): said as a connection issue,
 * with Try again, and tried again by itself once the browser is back online. A page changed in the app while
 * offline would otherwise say the site failed, and stay so after the connection returned.
 */
function ConnectionErrorContent() {
  // Loaded afresh, by Try again or once the browser is back online: the screen's code may be what did not arrive,
  // and the router does not ask for a failed screen's code twice. The basket, restaurant and session are kept in the
  // browser's storage.
  const reload = () => window.location.reload()
  useEffect(() => {
    window.addEventListener('online', reload)
    return () => window.removeEventListener('online', reload)
  }, [])
  return (
    <section className="error-page">
      <title>{MISC_ERROR_TITLE}</title>
      <h1>We couldn&apos;t load this page</h1>
      <p>{CONNECTION_MESSAGE}</p>
      <p>
        <button type="button" className="button" onClick={reload}>
          Try again
        </button>
      </p>
    </section>
  )
}

function ErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />
  if (typeof document !== 'undefined' && isConnectionFailure(error)) return <ConnectionErrorContent />
  const unavailable = isRouteErrorResponse(error) && error.status === 503
  return (
    <section className="error-page">
      <title>{unavailable ? 'Temporarily Unavailable' : MISC_ERROR_TITLE}</title>
      <h1>{unavailable ? 'We will be right back' : 'Something went wrong'}</h1>
      <p>{unavailable ? CONTENT_UNAVAILABLE_MESSAGE : TROUBLE_MESSAGE}</p>
      <p>
        <a className="button" href="/">
          Back to the home page
        </a>{' '}
        <a className="button button--secondary" href="/contact-us">
          Contact us
        </a>
      </p>
    </section>
  )
}

export function RootErrorBoundary() {
  const error = useRouteError()
  const rootData = useRouteLoaderData('root') as RootData | undefined
  const { pathname } = useLocation()
  // Shown in place of a page the visitor asked for: from its top, not where the last page was scrolled to.
  useEffect(() => window.scrollTo(0, 0), [pathname])
  return (
    <ErrorPageGuard>
      <LayoutFrame globals={rootData?.globals ?? null} layout="default" showChrome={!hidesChrome(pathname)}>
        <ErrorContent error={error} />
      </LayoutFrame>
    </ErrorPageGuard>
  )
}
