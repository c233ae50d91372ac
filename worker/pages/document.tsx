import type { ReactNode } from 'react'
import type { PageBootstrap } from '#shared/page-bootstrap.ts'
import { BOOTSTRAP_ELEMENT_ID } from '#shared/page-bootstrap.ts'
import { START_AFTER_PAINT_SOURCE, START_SCRIPT_ID } from './start-after-paint.ts'
import { SCROLL_RESTORE_MARK_SOURCE } from './scroll-restore-mark.ts'

export interface DocumentAssets {
  entry: string
  devScripts: string[]
  stylesheets: string[]
  inlineCss: string
  /** The matched screens' own stylesheets, inlined after the shell's so the cascade is the one links would give. */
  inlineRouteCss: string
  modulePreloads: string[]
  /** When the scripts start: after the first frame, or after the load event too (start-after-paint.ts). */
  startScripts?: 'paint' | 'load'
  /** Whether the head marks a reload or Back before the first layout (RouteHandle.marksScrollRestore). */
  marksScrollRestore?: boolean
}

/** JSON inside a <script> must not be able to close the element or open a comment. */
function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
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
        {assets.marksScrollRestore ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCROLL_RESTORE_MARK_SOURCE }} /> : null}
        {/* No font is preloaded: Chromium holds the first paint for a preloaded font (measured: 1 to 2 s on a busy
            machine, one load in two), while text in the metric-matched fallback paints at once and swaps in place. */}
        {assets.inlineCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.inlineCss }} /> : null}
        {assets.inlineRouteCss ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.inlineRouteCss }} /> : null}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
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
        {/* The entry and the chunks the matched screens need start once the page has painted (start-after-paint.ts). */}
        <script
          id={START_SCRIPT_ID}
          nonce={nonce}
          data-entry={assets.entry}
          data-preloads={assets.modulePreloads.join(' ')}
          data-start={assets.startScripts ?? 'load'}
          dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT_SOURCE }}
        />
      </body>
    </html>
  )
}
