import { app } from './app.ts'
import { seedSource, syncContent } from './content/sync-content.ts'

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      syncContent(env.CONTENT, seedSource).then((result) => console.log(JSON.stringify({ event: 'content-sync', ...result }))),
    )
  },
} satisfies ExportedHandler<Env>
