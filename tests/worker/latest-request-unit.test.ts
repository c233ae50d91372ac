import { describe, expect, it } from 'vitest'
import { createLatestRequests } from '#client/components/locations/latest-request.ts'

describe('createLatestRequests', () => {
  it('aborts the older request when a newer one starts, so its answer is known to be stale', () => {
    const requests = createLatestRequests()
    const older = requests.start()
    const newer = requests.start()
    expect(older.aborted).toBe(true)
    expect(newer.aborted).toBe(false)
  })

  it('cancel aborts the running request, and a later one starts fresh', () => {
    const requests = createLatestRequests()
    const running = requests.start()
    requests.cancel()
    expect(running.aborted).toBe(true)
    expect(requests.start().aborted).toBe(false)
  })

  it('a stale answer that arrives last is still ignored', async () => {
    const requests = createLatestRequests()
    const landed: string[] = []
    const ask = async (answer: string, delay: number) => {
      const signal = requests.start()
      await new Promise((resolve) => setTimeout(resolve, delay))
      if (!signal.aborted) landed.push(answer)
    }
    await Promise.all([ask('slow, older', 30), ask('fast, newer', 1)])
    expect(landed).toEqual(['fast, newer'])
  })
})
