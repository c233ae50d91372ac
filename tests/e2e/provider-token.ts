import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures.ts'

// A card token made the way the provider's hosted fields make one (their own origin's call to the provider
// sandbox at the site's port + 1000), for journeys that place an order through /api rather than the screens.

const SANDBOX_ENVIRONMENT_KEY = 'perkins-sandbox-environment'

/**
 * A single-use token for the test Visa, bound to `orderId`, from the provider sandbox beside the site at `siteOrigin`;
 * good through 12/2035 unless `expiry` says otherwise.
 */
export async function providerCardToken(
  request: APIRequestContext,
  siteOrigin: string,
  orderId: string,
  expiry: { month: number; year: number } = { month: 12, year: 2035 },
): Promise<string> {
  const site = new URL(siteOrigin)
  const provider = `${site.protocol}//${site.hostname}:${Number(site.port) + 1000}`
  const response = await request.post(`${provider}/v1/payment_methods`, {
    // The hosted field posts from the provider's own page.
    headers: { 'sec-fetch-site': 'same-origin' },
    data: {
      environment_key: SANDBOX_ENVIRONMENT_KEY,
      number: '4242424242424242',
      verification_value: '123',
      first_name: 'Test',
      last_name: 'Diner',
      month: expiry.month,
      year: expiry.year,
      zip: '55121',
      metadata: { order: orderId },
    },
  })
  const answer = (await response.json()) as { token?: string }
  expect(answer.token, `tokenising answered ${response.status()}`).toBeTruthy()
  return answer.token!
}
