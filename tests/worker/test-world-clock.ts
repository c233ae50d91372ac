/**
 * Where the worker tests' world starts (shared/pinned-clock.ts): vitest.config.ts pins the sandbox Worker's clock
 * here, Tuesday 17 November 2026 at 10:30 in Chicago, when every test restaurant takes orders as soon as possible.
 * It runs on in real time from there, so no test of an order reads the real hour of the machine it runs on.
 */
export const TEST_WORLD_NOW = '2026-11-17T16:30:00Z'
