import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { addFromMenu, checkoutAsGuest, chooseEagan, expectConfirmation, expectValidatedTotals, fillCard, fillGuest, openCart, ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

test.use(ORDERING_TEST_OPTIONS)

async function expectNoSeriousProblems(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${screen} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)
  expect(serious).toEqual([])
}

for (const width of [390, 1280]) {
  test(`menu, product, cart panel, basket, checkout and confirmation at ${width}px have no serious accessibility problems`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 844 })
    await chooseEagan(page)
    await page.goto('/menu')
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible()
    await expectNoSeriousProblems(page, 'menu')

    await page.getByRole('link', { name: /^Buttermilk Pancakes/ }).click()
    await page.getByRole('button', { name: 'Add to order' }).click()
    await expect(page.getByText('Please choose one.')).toBeVisible()
    await expectNoSeriousProblems(page, 'product')

    await page.goto('/menu')
    await addFromMenu(page, 'Belgian Waffle')
    const cart = await openCart(page)
    await expect(cart.getByText('Order Subtotal')).toBeVisible()
    await expectNoSeriousProblems(page, 'cart panel')
    await cart.getByRole('link', { name: 'View or edit your order' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible()
    await expectNoSeriousProblems(page, 'basket')

    await checkoutAsGuest(page)
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByText('Please enter your first name.')).toBeVisible()
    await expectNoSeriousProblems(page, 'checkout')

    await fillGuest(page)
    await fillCard(page)
    await expectValidatedTotals(page)
    await page.getByRole('button', { name: 'Place order' }).click()
    await expectConfirmation(page)
    await expectNoSeriousProblems(page, 'confirmation')
  })
}
