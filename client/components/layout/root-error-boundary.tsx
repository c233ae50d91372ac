import { Component, type ReactNode } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router'
import { hidesChrome } from '#shared/layout-for-path.ts'
import type { RootData } from '../../loaders.ts'
import { LayoutFrame } from './app-shell.tsx'
import { NotFoundContent } from './not-found-content.tsx'
import { CONTENT_UNAVAILABLE_MESSAGE, TROUBLE_MESSAGE } from '#shared/page-error-messages.ts'

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

function ErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />
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
  return (
    <ErrorPageGuard>
      <LayoutFrame globals={rootData?.globals ?? null} layout="default" showChrome={!hidesChrome(pathname)}>
        <ErrorContent error={error} />
      </LayoutFrame>
    </ErrorPageGuard>
  )
}
