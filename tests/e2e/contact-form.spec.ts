import { test, expect } from './fixtures.ts'
import { holdScripts } from './hold-scripts.ts'
import type { APIRequestContext, Page } from '@playwright/test'
import { axeViolations } from './axe.ts'

// Guest relations' form on /contact-us is built from the CMS's field definitions (one field of each type) and sent
// through the Worker; locally it lands in the sandbox outbox, which stands in for the webhook's receiver.

const SERIOUS = new Set(['serious', 'critical'])

/** Waits until the form's own code has arrived (it loads after the page hydrates), so masks and checks apply. */
async function formReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('form.cms-form__form')).toHaveAttribute('data-hydrated', 'true')
}

/** The deliveries the outbox holds whose body mentions `marker`. */
async function deliveriesWith(request: APIRequestContext, marker: string): Promise<string[]> {
  const answer = await request.get('/_sandbox/outbox?to=contact-form-webhook')
  const { messages } = (await answer.json()) as { messages: { body: string }[] }
  return messages.map((message) => message.body).filter((body) => body.includes(marker))
}

async function expectNoSeriousViolations(page: Page) {
  const serious = (await axeViolations(page)).filter((violation) => SERIOUS.has(violation.impact ?? ''))
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

const uniqueMarker = () => `Marker ${crypto.randomUUID().slice(0, 8)}`

/** /contact-us with its form ready; answers a marker of this test's own to find what it sends among the deliveries. */
async function openContactForm(page: Page) {
  await page.goto('/contact-us')
  await formReady(page)
  return uniqueMarker()
}

test('a visitor fills in and sends the contact form, and it is delivered @any-width', async ({ page }) => {
  const marker = await openContactForm(page)
  await page.getByLabel('First name (required)').fill('Dana')
  await page.getByLabel('Last name (required)').fill('Reyes')
  await page.getByLabel('Email (required)').fill('dana@example.com')
  await expect(page.getByLabel('Email (required)')).toHaveAccessibleDescription(
    'We reply to this address and never add it to a mailing list.',
  )
  // Typed with its country code, the number keeps all ten digits.
  await page.getByLabel('Phone').pressSequentially('+1 612 555 0134')
  await expect(page.getByLabel('Phone')).toHaveValue('612-555-0134')
  // Pasted or filled in whole, as an address book writes it, every digit is kept.
  await page.getByLabel('Phone').fill('')
  await page.getByLabel('Phone').focus()
  await page.keyboard.insertText('(612) 555-0134')
  await expect(page.getByLabel('Phone')).toHaveValue('612-555-0134')
  await page.getByLabel('What is it about? (required)').selectOption('An online order')
  await page.getByLabel('Restaurant zip code').fill('55401')
  await page.getByLabel('Date of visit').fill('11142026')
  await expect(page.getByLabel('Date of visit')).toHaveValue('11/14/2026')
  await page.getByLabel('Your message (required)').fill(`The pancakes were cold. ${marker}`)
  await page.getByRole('button', { name: 'Send message' }).click()

  const thanks = page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent' })
  await expect(thanks).toBeVisible()
  await expect(thanks).toBeFocused()
  await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0)
  const [delivery] = await deliveriesWith(page.request, marker)
  expect(JSON.parse(delivery ?? '{}')).toMatchObject({
    page: '/contact-us',
    heading: 'Send us a message',
    fields: expect.arrayContaining([
      { id: 'phone', label: 'Phone', type: 'phone', value: '612-555-0134' },
      { id: 'topic', label: 'What is it about? (required)', type: 'select', value: 'An online order' },
      { id: 'visit_date', label: 'Date of visit', type: 'date', value: '2026-11-14' },
    ]),
  })
  await expectNoSeriousViolations(page)
})

test('each field type says what is wrong beneath it, and nothing is sent @any-width', async ({ page }) => {
  const marker = await openContactForm(page)
  await page.getByLabel('Email (required)').fill('dana@')
  await page.getByLabel('Phone').fill('612555')
  await page.getByLabel('Restaurant zip code').fill('554')
  await page.getByLabel('Date of visit').fill('02302026')
  await page.getByLabel('Last name (required)').fill(marker)
  await page.getByRole('button', { name: 'Send message' }).click()

  const expected: [string, string][] = [
    ['First name (required)', 'Please fill in this field.'],
    ['Email (required)', 'Please enter a valid email.'],
    ['Phone', 'Please enter a valid 10 digit phone number'],
    ['What is it about? (required)', 'Please choose one of the options.'],
    ['Restaurant zip code', 'Please enter your zipcode.'],
    ['Date of visit', 'Please enter the date in MM/DD/YYYY format.'],
    ['Your message (required)', 'Please fill in this field.'],
  ]
  for (const [label, message] of expected) {
    const field = page.getByLabel(label)
    await expect(field, label).toHaveAttribute('aria-invalid', 'true')
    await expect(field, label).toHaveAccessibleDescription(new RegExp(`${message.replace('.', '\\.')}$`))
  }
  await expect(page.getByLabel('Last name (required)')).not.toHaveAttribute('aria-invalid', 'true')
  // The first field in error has the focus, so a keyboard or screen-reader visitor starts where the fix is.
  await expect(page.getByLabel('First name (required)')).toBeFocused()
  await expectNoSeriousViolations(page)
  expect(await deliveriesWith(page.request, marker)).toEqual([])
})

test.describe('with the scripts held back', () => {
  // The held-back scripts are logged as failed loads; that is the point here.
  test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false, allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  test('Send pressed before the scripts ran keeps every answer, says to press again and sends nothing @any-width', async ({ page }) => {
    const marker = uniqueMarker()
    await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort())
    await page.goto('/contact-us')
    await page.getByLabel('First name (required)').fill('Dana')
    await page.getByLabel('Email (required)').fill('dana@example.com')
    await page.getByLabel('Phone').fill('612-555-0134')
    await page.getByLabel('What is it about? (required)').selectOption('VIP Perks')
    await page.getByLabel('Your message (required)').fill(`Where are my points? ${marker}`)
    await page.getByRole('button', { name: 'Send message' }).click()

    await expect(page.getByRole('status').filter({ hasText: 'nothing was sent' })).toContainText('press Send message again')
    await expect(page).toHaveURL(/\/contact-us$/)
    await expect(page.getByLabel('First name (required)')).toHaveValue('Dana')
    await expect(page.getByLabel('Email (required)')).toHaveValue('dana@example.com')
    await expect(page.getByLabel('Phone')).toHaveValue('612-555-0134')
    await expect(page.getByLabel('What is it about? (required)')).toHaveValue('VIP Perks')
    await expect(page.getByLabel('Your message (required)')).toHaveValue(`Where are my points? ${marker}`)
    expect(await deliveriesWith(page.request, marker)).toEqual([])
  })
})

test.describe('typed before the scripts arrive', () => {
  test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false })

  test('what was typed stays in every field once the scripts run', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/contact-us')
    await page.getByLabel('First name (required)').fill('Dana')
    await page.getByLabel('Email (required)').fill('dana@example.com')
    await page.getByLabel('What is it about? (required)').selectOption('VIP Perks')
    await page.getByLabel('Your message (required)').fill('Where are my points?')
    release()
    await expect(page.locator('form[data-hydrated]')).toBeAttached()
    await expect(page.getByLabel('First name (required)')).toHaveValue('Dana')
    await expect(page.getByLabel('Email (required)')).toHaveValue('dana@example.com')
    await expect(page.getByLabel('What is it about? (required)')).toHaveValue('VIP Perks')
    await expect(page.getByLabel('Your message (required)')).toHaveValue('Where are my points?')
  })
})

test.describe('after an early press', () => {
  test.use({ serviceWorkers: 'block', waitForScriptsOnArrival: false, allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

  test('once the scripts arrive, the page that answered an early Send sends the kept answers', async ({ page }) => {
    const marker = uniqueMarker()
    // The first press is held back from the scripts; the page that comes back loads them.
    let holdScripts = true
    await page.route(/\.(js|mjs)(\?.*)?$/, (route) => (holdScripts ? route.abort() : route.fallback()))
    await page.goto('/contact-us')
    await page.getByLabel('First name (required)').fill('Dana')
    await page.getByLabel('Last name (required)').fill('Reyes')
    await page.getByLabel('Email (required)').fill('dana@example.com')
    await page.getByLabel('What is it about? (required)').selectOption('Gift cards')
    await page.getByLabel('Your message (required)').fill(`My card has no balance. ${marker}`)
    holdScripts = false
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'press Send message again' })).toBeVisible()
    await formReady(page)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent' })).toBeVisible()
    expect(await deliveriesWith(page.request, marker)).toHaveLength(1)
  })
})
