import type { ReactNode } from 'react'
import type { PageBootstrap } from '#shared/page-bootstrap.ts'
import { BOOTSTRAP_ELEMENT_ID } from '#shared/page-bootstrap.ts'

export interface DocumentAssets {
  entry: string
  devScripts: string[]
  stylesheets: string[]
  inlineCss: string
  modulePreloads: string[]
}

/** JSON inside a <script> must not be able to close the element or open a comment. */
function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The heading face's hashed URL, read from the stylesheet Vite built, so the preload always matches the @font-face. */
function headingFontUrl(css: string): string | null {
  return /url\(["']?([^"')]*fraunces-latin-700-normal[^"')]*\.woff2)/.exec(css)?.[1] ?? null
}

/**
 * The HTML document around the app. The head carries the inline stylesheet and preloads, so the first
 * chunk of the stream is everything the browser needs to start painting and fetching scripts.
 */
export function Document({
  assets,
  nonce,
  bootstrap,
  children,
}: {
  assets: DocumentAssets
  nonce: string
  bootstrap: PageBootstrap
  children: ReactNode
}) {
  const headingFont = headingFontUrl(assets.inlineCss)
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2d5b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/images/brand/apple-touch-icon.png" />
        <meta property="og:site_name" content="Perkins Restaurant & Bakery" />
        <meta name="twitter:card" content="summary_large_image" />
        {/* Headings paint in the brand face on the first frame when it can; text waits for nothing (swap). */}
        {headingFont ? <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        {assets.inlineCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.inlineCss }} /> : null}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          id={BOOTSTRAP_ELEMENT_ID}
          type="application/json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeForScript(bootstrap) }}
        />
        {assets.devScripts.map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} />
        ))}
        <script type="module" src={assets.entry} nonce={nonce} async />
      </body>
    </html>
  )
}
