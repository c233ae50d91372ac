import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const WRANGLER = fileURLToPath(new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url))

/**
 * The built sandbox Worker on its own port, so a benchmark can call it directly and compare with the same call
 * through the site's /api. Its D1 state lives apart from `npm start`'s.
 */
export async function startLocalSandbox(port: number): Promise<{ origin: string; stop: () => void }> {
  return startWrangler('dist/perkins_sandbox/wrangler.json', port, {
    path: '/menus/70405',
    headers: { env: 'development', client_type: 'web' },
  })
}

/** `wrangler dev` of a built Worker's config on `port`, once `probe` answers 200. */
export async function startWrangler(
  config: string,
  port: number,
  probe: { path: string; headers?: Record<string, string> } = { path: '/' },
): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      '-c',
      config,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      'node_modules/.cache/bench-sandbox-state',
      '--show-interactive-dev-session=false',
    ],
    {
      // Local tracing and the explorer off, as scripts/start.mjs serves the site.
      env: {
        ...process.env,
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_SEND_METRICS: 'false',
        X_LOCAL_EXPLORER: process.env.X_LOCAL_EXPLORER ?? 'false',
        X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}${probe.path}`, { headers: probe.headers })
      if (response.ok) return { origin, stop: () => child.kill('SIGTERM') }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  child.kill('SIGTERM')
  throw new Error(`${config} did not start within 90 s`)
}
