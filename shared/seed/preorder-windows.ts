import type { PreorderWindow } from '../schemas/preorder-window.ts'

// The holiday pre-order windows of the seed content: what editors would set in the CMS. The content seed publishes
// them (worker/content/seed/globals-story.ts) and the sandbox's ordering calendar reads the same list, so the site
// promotes exactly the windows the ordering upstream accepts.

/** Whole pies and the muffin half-dozen: the bakery items that keep for a day and are worth ordering ahead. */
const HOLIDAY_BAKERY_SKUS = ['PIE-904', 'PIE-905', 'PIE-906', 'PIE-907', 'MUF-004']

export const seedPreorderWindows: readonly PreorderWindow[] = [
  {
    id: 'thanksgiving-2026',
    title: 'Thanksgiving pies',
    summary: 'Order by Tuesday 2 pm, pick up Wednesday or Thursday morning.',
    opens_on: '2026-11-09',
    order_by: { date: '2026-11-24', time: '14:00' },
    skus: HOLIDAY_BAKERY_SKUS,
    pickups: [
      { date: '2026-11-25', start: '08:00', end: '11:00' },
      { date: '2026-11-25', start: '14:00', end: '18:00' },
      { date: '2026-11-26', start: '07:00', end: '11:00' },
    ],
  },
  {
    id: 'christmas-2026',
    title: 'Christmas pies',
    summary: 'Order by December 22 at noon, pick up December 23 or Christmas Eve morning.',
    opens_on: '2026-12-01',
    order_by: { date: '2026-12-22', time: '12:00' },
    skus: HOLIDAY_BAKERY_SKUS,
    pickups: [
      { date: '2026-12-23', start: '08:00', end: '11:00' },
      { date: '2026-12-23', start: '14:00', end: '18:00' },
      { date: '2026-12-24', start: '07:00', end: '11:00' },
    ],
  },
]
