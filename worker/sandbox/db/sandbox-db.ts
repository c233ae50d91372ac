/** All the sandbox asks of D1: prepared statements and atomic batches. Tests hand in Miniflare's real D1. */
export type SandboxDb = Pick<D1Database, 'prepare' | 'batch'>
