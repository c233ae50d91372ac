import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { hydrated, PASSWORD, uniqueEmail, uniquePhone } from './account-helpers.ts'
import { startWithBasket } from './basket-setup.ts'
import { expectConfirmation, expectValidatedTotals, hostedField, optionNamed, ORDERING_TEST_OPTIONS } from './ordering-steps.ts'

// Journeys with the keyboard alone: Tab, Shift+Tab, Enter, Space, the arrow keys and Escape; never a click.
// Every stop of the way, the focused control shows a focus indicator and no sticky header or bar hides it.

test.use(ORDERING_TEST_OPTIONS)

/**
 * What the visitor sees of the focused element: an outline or ring on it (or, for a visually hidden radio, on the
 * label it sits in), and its middle not covered by a sticky header or bar (WCAG 2.4.7 and 2.4.11).
 */
async function focusReport(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null
    if (!focused || focused === document.body) return { name: 'nothing', indicator: false, covered: false }
    const hasRing = (element: Element) => {
      const style = getComputedStyle(element)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
      return outline || style.boxShadow !== 'none'
    }
    const hidden = parseFloat(getComputedStyle(focused).opacity) === 0
    const shown = hidden ? (focused.closest('label') ?? focused) : focused
    const indicator = hasRing(focused) || (hidden && Array.from(shown.querySelectorAll('*')).some(hasRing))
    const box = shown.getBoundingClientRect()
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
    const top = document.elementFromPoint(x, y)
    const covered = top !== null && !shown.contains(top) && !top.contains(shown)
    const label = focused.getAttribute('aria-label') ?? (focused as HTMLInputElement).labels?.[0]?.textContent ?? focused.textContent ?? ''
    const name = `${focused.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`
    return { name, indicator, covered: covered ? `${name} is under ${top?.tagName.toLowerCase()}.${top?.className}` : false }
  })
}

async function expectVisibleFocus(page: Page) {
  // The ring of a card provider's field is drawn when its frame reports the focus (a message, a moment later): wait
  // for that, never for long.
  await expect
    .poll(async () => (await focusReport(page)).indicator, { timeout: 2_000 })
    .toBe(true)
    .catch(async () => expect((await focusReport(page)).name, 'the focused control shows a focus indicator').toBe('shown'))
  // Where the focus comes to rest is what counts: a panel still sliding in (the cart's, 0.2 s) puts its controls
  // part off screen for a moment, which on a loaded machine the check below could catch.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const report = await focusReport(page)
  expect(report.covered, `${report.name} is not hidden by a sticky bar`).toBe(false)
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 60 } = {}) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    await expectVisibleFocus(page)
  }
  await expect(target).toBeFocused()
}

const isInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement))

test('a guest orders from home to confirmation with the keyboard alone, at a phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  test.setTimeout(120_000)
  await page.goto('/')
  await hydrated(page)

  // The skip link comes first and goes straight to the content.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await expectVisibleFocus(page)

  // Choose a store: the selector takes focus, keeps Tab and Shift+Tab inside, Escape closes it and focus returns.
  const chip = page.getByRole('button', { name: /Find a restaurant|Find us/ })
  await tabTo(page, chip)
  await page.keyboard.press('Enter')
  const selector = page.getByRole('dialog', { name: 'Find a Perkins location near you' })
  await expect(selector).toBeVisible()
  await expect(selector.getByLabel('Address, city or zip code')).toBeFocused()
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key)
    expect(await isInside(selector), `${key} keeps focus in the selector`).toBe(true)
    await expectVisibleFocus(page)
  }
  await page.keyboard.press('Escape')
  await expect(selector).toBeHidden()
  await expect(chip).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(selector.getByLabel('Address, city or zip code')).toBeFocused()
  await page.keyboard.type('55121')
  await page.keyboard.press('Enter')
  const eagan = selector.getByRole('button', { name: 'Order from Eagan' })
  await expect(eagan).toBeVisible()
  // Restaurants can share a name: each button is described by its address.
  await expect(eagan).toHaveAccessibleDescription('1340 Yankee Doodle Rd, Eagan, MN 55121')
  await tabTo(page, eagan)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/order$/)
  await expect(page.getByRole('button', { name: /Pickup from Eagan/ })).toBeVisible()

  // Open the menu from the phone's navigation: it opens with Enter, Escape closes it and focus returns.
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
  await tabTo(page, menuButton, { backwards: true })
  await page.keyboard.press('Enter')
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  const navigation = page.getByRole('navigation', { name: 'Main' })
  await page.keyboard.press('Tab')
  expect(await isInside(navigation), 'Tab from the menu button enters the navigation').toBe(true)
  await page.keyboard.press('Escape')
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await expect(navigation.getByRole('link', { name: 'Menu' })).toBeHidden()
  await expect(menuButton).toBeFocused()
  await page.keyboard.press('Space')
  await tabTo(page, navigation.getByRole('link', { name: 'Menu' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/menu$/)
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible()

  // A product with options: radios with Space and the arrow keys, past the sticky category bar and order bar.
  await tabTo(page, page.getByRole('link', { name: /^Buttermilk Pancakes/ }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Buttermilk Pancakes' })).toBeVisible()
  await tabTo(page, optionNamed(page, 'Short Stack (3)'))
  await page.keyboard.press('Space')
  await expect(optionNamed(page, 'Short Stack (3)')).toBeChecked()
  await page.keyboard.press('ArrowDown')
  await expect(optionNamed(page, 'Full Stack (5)')).toBeChecked()
  await expectVisibleFocus(page)
  await tabTo(page, page.getByRole('button', { name: 'Add to order' }))
  await page.keyboard.press('Enter')

  // The cart panel opens with focus inside; Escape closes it and focus goes to the cart button.
  const cart = page.getByRole('dialog', { name: 'Your Order' })
  await expect(cart.getByText('Buttermilk Pancakes', { exact: true })).toBeVisible()
  await expect.poll(() => isInside(cart)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(cart).toBeHidden()
  const cartButton = page.getByRole('button', { name: /Your order, 1 item/ })
  await expect(cartButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(cart).toBeVisible()
  await expect.poll(() => isInside(cart)).toBe(true)
  await tabTo(page, cart.getByRole('link', { name: 'Proceed to Checkout' }))
  await page.keyboard.press('Enter')

  // Checkout as a guest.
  await expect(page).toHaveURL(/\/order\/signin$/)
  await hydrated(page)
  await tabTo(page, page.getByRole('button', { name: 'Continue as guest' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  const main = page.getByRole('main')
  // A tip by the arrow keys: the choice is saved on the basket, and focus stays on it meanwhile and after.
  await tabTo(page, main.getByRole('radio', { name: 'No tip' }))
  await page.keyboard.press('ArrowRight')
  const fifteen = main.getByRole('radio', { name: /^15%/ })
  await expect(fifteen).toBeChecked()
  await expect(main.getByRole('group', { name: 'Add a tip' })).not.toHaveAttribute('aria-busy', 'true')
  await expect(fifteen).toBeFocused()
  await tabTo(page, main.getByLabel('First name'))
  for (const [field, text] of [
    ['First name', 'Pat'],
    ['Last name', 'Diner'],
    ['Email', 'pat.diner@example.com'],
    ['Phone', '6515550199'],
    ['Card number', '4242424242424242'],
    ['Expiration (MM/YY)', '1230'],
    ['Security code', '123'],
    ['Billing zip code', '55121'],
  ] as const) {
    // The card number and security code are the provider's fields, inside its frames: Tab goes through them too.
    const input = field === 'Card number' || field === 'Security code' ? hostedField(page, field) : main.getByLabel(field, { exact: true })
    await tabTo(page, input)
    await page.keyboard.type(text)
  }
  await expect(main.getByLabel('Phone')).toHaveValue('651-555-0199')
  await expectValidatedTotals(page)
  await tabTo(page, page.getByRole('button', { name: 'Place order' }))
  await page.keyboard.press('Enter')
  await expectConfirmation(page)
})

test('with a missing choice pointed out, the add bar grown by its message hides none of the options, at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await startWithBasket(page, [])
  await page.goto('/order/product?cat=1002&id=100201')
  await hydrated(page)
  const add = page.getByRole('button', { name: 'Add to order' })
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Please make (the|each) choice marked Required above\.$/)).toBeVisible()
  // From the first group still to choose, through every option to the button, each stop clear of the bar.
  await tabTo(page, add)
})

test('a visitor signs up with the keyboard alone', async ({ page }) => {
  await page.goto('/account/signup')
  await hydrated(page)
  // Start from the skip link, as a keyboard visitor would, and go straight to the content.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByLabel('First name'), { most: 10 })

  const typeAndTab = async (text: string) => {
    await page.keyboard.type(text)
    await page.keyboard.press('Tab')
    await expectVisibleFocus(page)
  }
  await typeAndTab('Kim')
  await typeAndTab('Okafor')
  await typeAndTab(uniqueEmail('keyboard'))
  await typeAndTab(uniquePhone())
  await typeAndTab(PASSWORD)
  await typeAndTab(PASSWORD)
  await expect(page.getByRole('checkbox', { name: 'Show password' })).toBeFocused()
  await page.keyboard.press('Tab')
  await typeAndTab('07041990')
  await expect(page.getByLabel('Birthday')).toHaveValue('07/04/1990')
  await typeAndTab('55121')
  const store = page.getByLabel('Preferred store')
  await expect(store).toBeFocused()
  await expect(page.getByRole('option', { name: /^Eagan:/ })).toBeAttached()
  await page.keyboard.press('ArrowDown')
  await expect(store).toHaveValue('3510')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: /email updates/ })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: /Yes, I want to join VIP Perks/ })).toBeFocused()
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Sign Up' }), { most: 5 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account\/perks$/)
})
