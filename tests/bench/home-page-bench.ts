import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { brotliBytes, fetchText, htmlBeforeHeadingBytes, scriptUrls } from './page-scripts.ts'
import { unusedRouterPartsPlugin } from '../../scripts/unused-router-parts-plugin.ts'

export { scriptUrls } from './page-scripts.ts'
export const brotli = (data: string | Buffer) => brotliBytes(data)

/**
 * The smallest bundle that hydrates a react-router app with a Valtio store: the floor our first load is held to. It
 * is built as the site builds React Router (`asSiteBuilds`: its unused components left out,
 * docs/decisions/142-unused-router-parts-left-out.md), or as the package ships (every component in).
 */
async function frameworkFloorBrotli(asSiteBuilds: boolean): Promise<number> {
  const dir = resolve('node_modules/.cache/bench-floor')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'entry.js'),
    `import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { proxy, useSnapshot } from 'valtio'
const store = proxy({ count: 0 })
function Screen() { return createElement('p', null, useSnapshot(store).count) }
hydrateRoot(document.getElementById('root'), createElement(RouterProvider, { router: createBrowserRouter([{ path: '/', Component: Screen }]) }))
`,
  )
  const outDir = join(dir, 'dist')
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: asSiteBuilds ? [unusedRouterPartsPlugin()] : [],
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(dir, 'entry.js') } },
  })
  let total = 0
  const walk = (folder: string) => {
    for (const name of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, name.name)
      if (name.isDirectory()) walk(path)
      else if (name.name.endsWith('.js')) total += brotli(readFileSync(path))
    }
  }
  walk(outDir)
  return total
}

export async function benchHomePage(origin: string) {
  const html = await fetchText(`${origin}/`)
  let firstLoadJs = 0
  const scripts = scriptUrls(html)
  for (const url of scripts) firstLoadJs += brotli(readFileSync(resolve('dist/client', `.${url}`)))
  const htmlBeforeHeading = htmlBeforeHeadingBytes(html)
  const floor = await frameworkFloorBrotli(true)
  const floorAsShipped = await frameworkFloorBrotli(false)
  return {
    'home: first-load JS (brotli bytes)': firstLoadJs,
    'home: scripts and modulepreloads': scripts.length,
    'floor: react + react-dom + react-router + valtio, built as the site builds them (brotli bytes)': floor,
    'home: first-load JS / floor (goal ≤ 1.10)': Number((firstLoadJs / floor).toFixed(3)),
    'floor as the packages ship, every React Router component in (brotli bytes)': floorAsShipped,
    'home: first-load JS / floor as the packages ship': Number((firstLoadJs / floorAsShipped).toFixed(3)),
    'home: HTML before <h1> (brotli bytes, goal < 14000)': htmlBeforeHeading,
    'home: whole HTML (brotli bytes)': brotli(html),
  }
}
