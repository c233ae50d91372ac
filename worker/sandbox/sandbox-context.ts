import type { SandboxDb } from './db/sandbox-db.ts'
import type { Notify } from './members/outbox.ts'
import type { SandboxEnv } from './sandbox-env.ts'

/** What the sandbox needs from the world besides its database and vars, injected so tests can move time. */
export interface SandboxDeps {
  /** Epoch milliseconds. Slots, ready times, statuses, basket expiry, token expiry and lockouts all read this clock. */
  now: () => number
  /** Shows the developer an outbox message once it is recorded (members/outbox.ts). */
  notify: Notify
}

export interface SandboxVariables {
  db: SandboxDb
  deps: SandboxDeps
}

/** The Hono environment of every sandbox sub-app. */
export interface SandboxHono {
  Bindings: SandboxEnv
  Variables: SandboxVariables
}
