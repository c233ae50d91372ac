// Serves the built site the way `npm start` and the browser tests run it: the site Worker (with its static assets),
// the ordering sandbox it reaches by its UPSTREAM binding, and the card provider's sandbox on an origin of its own,
// all in one workerd. The browser talks to workerd directly: no Node server in front of each request, as Vite
// preview had, which cost more CPU per page than the Worker itself (docs/decisions/147-serve-from-workerd.md).
import { resolve } from 'node:path'
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare'
import { builtWorker, bundledWorker } from './local-workers.ts'

export interface BuiltSiteOptions {
  /** The site's port, on localhost. */
  port: number
  /** The card provider sandbox's port, on localhost: its own origin, as a real provider's hosted fields have. */
  payPort: number
  /** Where local KV and D1 live (LOCAL_STATE_DIR). */
  stateDir: string
  /** The site origins the card provider lets embed its fields (its SITE_ORIGINS var). */
  siteOrigins: string
  /** The pinned instant (SANDBOX_NOW) for the card provider; the site and sandbox are pinned through /_sandbox/clock. */
  sandboxNow: string | null
}

export async function serveBuiltSite(options: BuiltSiteOptions): Promise<Miniflare> {
  const site = builtWorker(resolve('dist/site/wrangler.json'))
  const sandbox = builtWorker(resolve('dist/perkins_sandbox/wrangler.json'))
  const payProvider = await bundledWorker(
    'perkins-pay-sandbox',
    './worker/pay-sandbox/index.ts',
    './worker/pay-sandbox/wrangler.toml',
    // One a port, so two servers starting side by side never write each other's; inside the project, which
    // workerd's module paths may not leave.
    `./node_modules/.cache/serve-built/${options.port}/perkins-pay-sandbox.js`,
    { SITE_ORIGINS: options.siteOrigins, ...(options.sandboxNow === null ? {} : { SANDBOX_NOW: options.sandboxNow }) },
  )
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      log: new Log(LogLevel.WARN),
      host: 'localhost',
      port: options.port,
      // /cdn-cgi/local/scheduled runs the site's cron (the content sync) on request.
      unsafeTriggerHandlers: true,
      resourcePersistencePath: resolve(options.stateDir, 'v3'),
      // The Workers' console lines, as wrangler prints them.
      handleStructuredLogs: ({ level, message }: { level: string; message: string }) =>
        (level === 'error' || level === 'warn' ? console.error : console.log)(message),
      workers: [
        // The first Worker answers the site's port.
        site,
        sandbox,
        { ...payProvider, unsafeDirectSockets: [{ host: 'localhost', port: options.payPort }] },
      ],
    }),
  )
  await miniflare.ready
  return miniflare
}
