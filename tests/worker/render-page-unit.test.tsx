import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { data, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ContentSource } from '#client/content-source.ts'
import { renderPage } from '#worker/pages/render-page.tsx'
import { expectConsoleError } from './setup/fail-on-console-error.ts'
import { RootErrorBoundary } from '#client/components/layout/root-error-boundary.tsx'

const assets = { entry: '/entry.js', devScripts: [], stylesheets: [], inlineCss: 'body{}', preloads: {}, styles: {}, styleText: {} }
const contentSource: ContentSource = {
  page: async () => null,
  globals: async () => Promise.reject(new Error('not used')),
  locations: async () => [],
}

function appFor(routes: RouteObject[], pageAssets = assets) {
  return new Hono().get('*', (c) =>
    renderPage(c, { routes, contentSource, assets: pageAssets, environment: 'test', nonce: 'abc', headers: {} }),
  )
}

/**
 * A shell with the menu screen (its module brings stylesheets and chunks) and an order screen that starts its
 * scripts at the first frame.
 */
const shellRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: () => <p>shell</p>,
    children: [
      { path: 'menu', handle: { module: 'client/routes/menu-page.tsx' }, Component: () => <h1>Menu</h1> },
      { path: 'order', handle: { startScriptsAtFirstFrame: true }, Component: () => <h1>Order</h1> },
    ],
  },
]
/** The menu screen's stylesheet, and another screen's that a menu page must not bring. */
const screenStyles = { 'client/routes/menu-page.tsx': ['/assets/ordering.css'], 'client/routes/account-home.tsx': ['/assets/account.css'] }

function BrokenErrorPage(): never {
  throw new Error('the error page itself is broken')
}

describe('renderPage', () => {
  it('shows the plain fallback with a link home when the error page itself fails', async () => {
    expectConsoleError(5)
    const routes: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        ErrorBoundary: BrokenErrorPage,
        children: [
          {
            path: 'gone',
            loader: () => {
              throw data(null, { status: 404 })
            },
            Component: () => null,
          },
        ],
      },
    ]
    const response = await appFor(routes).fetch(new Request('https://perkins.test/gone'), env)
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('An error occurred while showing the error page')
    expect(html).toContain('<a href="/">')
  })

  it('titles the error page by its names: "Page Not Found" for a 404, "404 & Misc Error" for any other failure', async () => {
    const failing = (status: number) => () => {
      throw data(null, { status })
    }
    const routes: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        ErrorBoundary: RootErrorBoundary,
        children: [
          { path: 'missing', loader: failing(404), Component: () => null },
          { path: 'refused', loader: failing(500), Component: () => null },
        ],
      },
    ]
    const missing = await (await appFor(routes).fetch(new Request('https://perkins.test/missing'), env)).text()
    expect(missing).toContain('<title>Page Not Found</title>')
    expect(missing).toContain('This page could not be found')
    const refused = await (await appFor(routes).fetch(new Request('https://perkins.test/refused'), env)).text()
    expect(refused).toContain('<title>404 &amp; Misc Error</title>')
    expect(refused).toContain('Something went wrong')
  })

  it('shows the error page, not a stack trace, when a screen throws while rendering', async () => {
    expectConsoleError(5)
    function BrokenScreen(): never {
      throw new Error('secret internal detail')
    }
    const routes: RouteObject[] = [
      { id: 'root', path: '/', ErrorBoundary: () => <p>Something went wrong</p>, children: [{ path: 'broken', Component: BrokenScreen }] },
    ]
    const response = await appFor(routes).fetch(new Request('https://perkins.test/broken'), env)
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('Something went wrong')
    expect(html).not.toContain('secret internal detail')
  })

  it("links the matched screen's stylesheets after the inline shell stylesheet, once each, when their text is unknown (development)", async () => {
    const styled = {
      ...assets,
      styles: screenStyles,
    }
    const app = appFor(shellRoutes, styled)
    const html = await (await app.fetch(new Request('https://perkins.test/menu'), env)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(1)
    expect(head.indexOf('<style')).toBeLessThan(head.indexOf('href="/assets/ordering.css"'))
    expect(head).not.toContain('/assets/account.css')
  })

  it("inlines the matched screen's stylesheets after the shell's on a build, and links nothing that blocks the first paint", async () => {
    const styled = {
      ...assets,
      styles: screenStyles,
      styleText: { '/assets/ordering.css': '.menu-grid{display:grid}', '/assets/account.css': '.account{display:flex}' },
    }
    const app = appFor(shellRoutes, styled)
    const html = await (await app.fetch(new Request('https://perkins.test/menu'), env)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('rel="stylesheet"')
    expect(head).toContain('<style nonce="abc">.menu-grid{display:grid}</style>')
    expect(head.indexOf('body{}')).toBeLessThan(head.indexOf('.menu-grid{display:grid}'))
    expect(head).not.toContain('.account{display:flex}')
  })

  it('names the entry and the chunks in the start script, and loads no script before the page has painted', async () => {
    const withChunks = {
      ...assets,
      preloads: { 'client/entry.client.tsx': ['/assets/react.js'], 'client/routes/menu-page.tsx': ['/assets/menu.js', '/assets/money.js'] },
    }
    const app = appFor(shellRoutes, withChunks)
    const html = await (await app.fetch(new Request('https://perkins.test/menu'), env)).text()
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).not.toContain('rel="modulepreload"')
    const start = /<script id="page-start"[^>]*>/.exec(html)?.[0] ?? ''
    expect(start).toContain('nonce="abc"')
    expect(start).toContain('data-entry="/entry.js"')
    expect(start).toContain('data-preloads="/assets/react.js /assets/menu.js /assets/money.js"')
    expect(start).toContain('data-start="load"')
    // A screen whose content arrives after hydration starts its scripts at the first frame.
    const order = await (await app.fetch(new Request('https://perkins.test/order'), env)).text()
    expect(/<script id="page-start"[^>]*>/.exec(order)?.[0]).toContain('data-start="paint"')
  })
})
