import { describe, expect, it } from 'vitest'
import { expectOutboundRefused } from './outbound-guard.ts'

describe('the test harness', () => {
  it('refuses a real outbound request instead of reaching the internet, and reports it', async () => {
    const url = 'https://example.com/should-never-leave-this-machine'
    let response: Response | undefined
    const refused = await expectOutboundRefused(url, async () => {
      response = await fetch(url)
    })
    expect(response?.status).toBe(599)
    expect(await response?.text()).toBe('Outbound requests are blocked in tests.')
    // The report the harness would print for an unplanned request reached this test instead of the output.
    expect(refused).toBe(1)
  })
})
