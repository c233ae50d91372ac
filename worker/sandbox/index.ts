import { createSandboxApp } from './sandbox-app.ts'
import type { SandboxEnv } from './sandbox-env.ts'

// The sandbox Worker (wrangler.toml beside this file), bound to the site as UPSTREAM.
const app = createSandboxApp()

export default { fetch: app.fetch } satisfies ExportedHandler<SandboxEnv>
