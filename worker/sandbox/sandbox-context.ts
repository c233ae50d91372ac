import type { SandboxDb } from './db/sandbox-db.ts'
import type { MemberResolver } from './members/resolve-member.ts'
import type { SandboxEnv } from './sandbox-env.ts'

/** What the sandbox needs from the world besides its database, injected so tests can move time and fake members. */
export interface SandboxDeps {
  /** Epoch milliseconds. Slots, ready times, statuses and basket expiry all read this clock. */
  now: () => number
  members: MemberResolver
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
