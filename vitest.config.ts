import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { clientAssetsPlugin } from './scripts/client-assets-plugin.ts'

// Worker tests run inside workerd with the bindings of wrangler.toml, backed by Miniflare's real KV (and D1).
export default defineConfig({
  plugins: [clientAssetsPlugin(), cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/worker/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/worker/setup/fail-on-console-error.ts'],
  },
})
