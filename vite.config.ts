import { defineConfig } from 'vite'
import { cloudflare } from '@cloudflare/vite-plugin'
import { clientAssetsPlugin, CLIENT_ENTRY, CLIENT_OUT_DIR } from './scripts/client-assets-plugin.ts'

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    rolldownOptions: {
      // react-router marks its modules "use client" for RSC; meaningless in this bundle, so not worth a warning.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
    },
  },
  plugins: [clientAssetsPlugin(), cloudflare({ viteEnvironment: { name: 'site' } })],
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT_DIR,
        manifest: true,
        rolldownOptions: { input: CLIENT_ENTRY },
      },
    },
  },
  builder: {
    // The site Worker embeds the client manifest (script URLs, per-route chunks), so the client builds first.
    async buildApp(builder) {
      const { client, ...workers } = builder.environments
      if (!client) throw new Error('no client environment')
      await builder.build(client)
      for (const environment of Object.values(workers)) await builder.build(environment)
    },
  },
})
