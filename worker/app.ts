import { Hono } from 'hono'
import { clientAssets } from 'virtual:client-assets'
import { routes } from '../client/routes.tsx'
import { contentRoute } from './content/content-route.ts'
import { createContentStore } from './content/content-store.ts'
import { siteConfig } from './env.ts'
import { renderPage } from './pages/render-page.tsx'
import { createNonce, pageHeaders } from './pages/security-headers.ts'
import { serverContentSource } from './pages/server-content-source.ts'

const dev = import.meta.env.DEV

/** The site Worker's HTTP surface: content JSON, the API proxy, and every page. */
export const app = new Hono<{ Bindings: Env }>()
  .route('/_data', contentRoute)
  .get('*', async (c) => {
    const config = siteConfig(c.env)
    const nonce = createNonce()
    return renderPage(c, {
      routes,
      contentSource: serverContentSource(createContentStore(c.env.CONTENT)),
      assets: clientAssets,
      environment: config.ENVIRONMENT,
      nonce,
      headers: pageHeaders(nonce, { dev }),
    })
  })

app.onError((error, c) => {
  console.error('Unhandled error', error)
  return c.json({ message: 'There was an error processing your request. This error has been logged' }, 500)
})
