import { afterEach, beforeEach, vi } from 'vitest'

// A test that makes the code log an error fails, unless it says it expects one with expectConsoleError().
let expected = 0
let unexpected: unknown[][] = []

export function expectConsoleError(count = 1) {
  expected += count
}

beforeEach(() => {
  expected = 0
  unexpected = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (expected > 0) {
      expected--
      return
    }
    unexpected.push(args)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpected.map((args) => args.map(String).join(' ')).join('\n')}`)
  }
})
