import { test, expect } from './fixtures.ts'
import { answerApiCall, countApiCalls } from './api-calls.ts'
import { joinThroughApi } from './member-join.ts'
import { restoreSession } from './member-session.ts'

// Points spent on a reward are not given back, so Redeem asks once more in its row before spending them. A new
// member has no points to spend: the programme's answers are given here as the upstream would give a member with 300.

test('redeeming an offer asks first, Cancel spends nothing, and the reward code is said where the keyboard lands', async ({ page }) => {
  const member = await joinThroughApi(page.request, 'perks-redeem')
  await restoreSession(page, member)
  const read = async (path: string) =>
    (await page.request.get('/api', { headers: { path, token: member.token.access.token } })).json() as Promise<Record<string, unknown>>
  const balance = { ...(await read('members/balance')), points: 300 }
  const offers = await read('members/offers/all')
  const [first, ...rest] = offers.offers as { code: string; name: string; points: number }[]
  await answerApiCall(page, 'members/balance', { json: balance })
  await answerApiCall(page, 'members/offers/all', {
    json: { ...offers, points: 300, offers: [{ ...first, unlocked: true, points_needed: 0 }, ...rest] },
  })
  const reward = {
    reference: 'rw-1',
    code: 'PERK-ABC123',
    reward_code: first!.code,
    name: first!.name,
    points: first!.points,
    amount: 3,
    redeemed_at: '2026-11-17T16:30:00Z',
  }
  await answerApiCall(page, 'members/redeem', { json: { reward, balance: { ...balance, points: 300 - first!.points, rewards: [reward] } } })
  const redeems = countApiCalls(page, 'members/redeem')

  await page.goto('/account/perks')
  const offersCard = page.getByRole('region', { name: 'Offers' })
  await offersCard.getByRole('button', { name: `Redeem ${first!.name}` }).click()
  const confirm = offersCard.getByRole('group', { name: `Spend ${first!.points} points on ${first!.name}?` })
  // The answer that spends nothing has the keyboard: a press too many never redeems.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(offersCard.getByRole('button', { name: `Redeem ${first!.name}` })).toBeFocused()
  expect(redeems()).toBe(0)
  // Escape answers as Cancel does.
  await page.keyboard.press('Enter')
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(offersCard.getByRole('button', { name: `Redeem ${first!.name}` })).toBeFocused()
  expect(redeems()).toBe(0)

  await page.keyboard.press('Enter')
  await page.keyboard.press('Shift+Tab')
  await expect(confirm.getByRole('button', { name: `Yes, redeem ${first!.name}` })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`${first!.name} redeemed. Your reward code is PERK-ABC123.`)).toBeFocused()
  expect(redeems()).toBe(1)
})
