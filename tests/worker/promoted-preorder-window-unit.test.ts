import { describe, expect, it } from 'vitest'
import { promotedPreorderWindow } from '#shared/promoted-preorder-window.ts'
import type { PreorderWindow } from '#shared/schemas/preorder-window.ts'

const thanksgiving: PreorderWindow = {
  id: 'thanksgiving-2026',
  title: 'Thanksgiving pies',
  summary: 'Order by Tuesday 2 pm, pick up Wednesday morning.',
  opens_on: '2026-11-20',
  order_by: { date: '2026-11-24', time: '14:00' },
  skus: ['PIE-PUMPKIN'],
  pickups: [{ date: '2026-11-25', start: '08:00', end: '11:00' }],
}

describe('promotedPreorderWindow', () => {
  it('promotes a window from its first day through its order-by day, by the chain’s day in US Central', () => {
    // 05:59 UTC on the 20th is still the 19th in Chicago; 06:00 UTC is its first minute of the 20th.
    expect(promotedPreorderWindow([thanksgiving], new Date('2026-11-20T05:59:00Z'))).toBeNull()
    expect(promotedPreorderWindow([thanksgiving], new Date('2026-11-20T06:00:00Z'))).toBe(thanksgiving)
    // 03:00 UTC on the 25th is 9 pm on the order-by day in Chicago; 06:00 UTC is the day after.
    expect(promotedPreorderWindow([thanksgiving], new Date('2026-11-25T03:00:00Z'))).toBe(thanksgiving)
    expect(promotedPreorderWindow([thanksgiving], new Date('2026-11-25T06:00:00Z'))).toBeNull()
  })

  it('promotes the first window taking orders', () => {
    const later = { ...thanksgiving, id: 'christmas-2026', opens_on: '2026-11-22', order_by: { date: '2026-12-22', time: '14:00' } }
    expect(promotedPreorderWindow([later, thanksgiving], new Date('2026-11-23T18:00:00Z'))).toBe(later)
    expect(promotedPreorderWindow([later, thanksgiving], new Date('2026-11-21T18:00:00Z'))).toBe(thanksgiving)
  })
})
