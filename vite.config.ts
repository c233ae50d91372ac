import { defineConfig } from 'vite'
import { cloudflare } from '@cloudflare/vite-plugin'
import { eagerCompilePlugin } from './scripts/eager-compile-plugin.ts'
import { clientAssetsPlugin, CLIENT_ENTRY, CLIENT_OUT_DIR } from './scripts/client-assets-plugin.ts'
import { usZipTableVitePlugin } from './scripts/us-zip-table-plugin.ts'
import { serviceWorkerVersionPlugin } from './scripts/service-worker-version-plugin.ts'
import { entryChunkGroup } from './scripts/entry-chunk-group.ts'
import { unusedRouterPartsPlugin } from './scripts/unused-router-parts-plugin.ts'

// Miniflare would otherwise fetch request.cf data from the internet at start; nothing here may reach it.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'

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
  plugins: [
    clientAssetsPlugin(),
    eagerCompilePlugin(),
    unusedRouterPartsPlugin(),
    serviceWorkerVersionPlugin(),
    // The sandbox's build-time US zip table (worker/sandbox/geo/zip-table.ts).
    usZipTableVitePlugin(),
    cloudflare({
      viteEnvironment: { name: 'site' },
      inspectorPort: false,
      // Local KV and D1 live in .wrangler/state, or where LOCAL_STATE_DIR says (each browser-test server has its own).
      persistState: process.env.LOCAL_STATE_DIR ? { path: process.env.LOCAL_STATE_DIR } : true,
      // The sandbox upstream (worker/sandbox/), reached by the site's UPSTREAM service binding; it migrates and
      // seeds its D1 on first request, so dev and preview need no manual step.
      // Production has no sandbox: it reaches the real upstream through API_ORIGIN.
      auxiliaryWorkers: process.env.CLOUDFLARE_ENV === 'production' ? [] : [{ configPath: './worker/sandbox/wrangler.toml' }],
    }),
  ],
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT_DIR,
        manifest: true,
        rolldownOptions: {
          input: CLIENT_ENTRY,
          output: {
            // The framework stays in the entry, and the page head every screen renders joins it
            // (docs/decisions/125-entry-chunk-group.md).
            codeSplitting: { groups: [entryChunkGroup(process.cwd(), CLIENT_ENTRY, ['client/components/page-meta.tsx'])] },
            // Lazy chunks and screen sheets are named by their hash alone: the entry lists every lazy chunk's files
            // for its preload helper, and their names were a sixth of what that list costs every first load
            // (docs/decisions/126-hash-named-chunks.md).
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: (asset) =>
              asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]',
          },
        },
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
