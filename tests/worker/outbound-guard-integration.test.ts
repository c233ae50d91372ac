import { describe, expect, it } from 'vitest'

describe('the test harness', () => {
  it('refuses a real outbound request instead of reaching the internet', async () => {
    const response = await fetch('https://example.com/should-never-leave-this-machine')
    expect(response.status).toBe(599)
    expect(await response.text()).toBe('Outbound requests are blocked in tests.')
  })
})
