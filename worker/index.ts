import { app } from './app.ts'
import { runContentSync } from './content/run-content-sync.ts'

export default {
  fetch: app.fetch,
  // The CMS sync: Storyblok when STORYBLOK_TOKEN is set, else the bundled seed content. Awaited, not left to
  // waitUntil, so a failed sync is the cron event's own outcome in the dashboard.
  async scheduled(_controller, env) {
    await runContentSync(env, (input, init) => fetch(input, init), 'cron')
  },
} satisfies ExportedHandler<Env>
