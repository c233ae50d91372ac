// The product names its 404 page 'Page Not Found': that is its title. Its own module, so the app shell (which shows it
// for a hidden route) and the error boundary (which wraps the shell's frame) do not import each other.
const NOT_FOUND_TITLE = 'Page Not Found'

export function NotFoundContent() {
  return (
    <section className="error-page">
      <title>{NOT_FOUND_TITLE}</title>
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>This page could not be found</h1>
      <p>The page you&apos;re looking for cannot be found.</p>
      <p className="error-page__ways">
        <a className="button" href="/">
          Back to the home page
        </a>
        {/* Where most visitors were going: plain links, as the page may show outside the router. */}
        <a href="/menu">See our menu</a>
        <a href="/locations">Find a location</a>
      </p>
    </section>
  )
}
