import { test, expect } from './fixtures.ts'
import { FONT_ARRIVAL_PAGES, fontTestLaunchOptions, layoutShiftWhenFontsArrive } from './font-arrival.ts'

// With the fallback faces of a desktop or an iPhone (Arial; Liberation Sans here); Android's are in
// font-arrival-android.spec.ts.

test.use({ waitForScriptsOnArrival: false, launchOptions: fontTestLaunchOptions() })

for (const page of FONT_ARRIVAL_PAGES) {
  test(`the web fonts arriving late move nothing on ${page.name} @any-width`, async ({ page: tab }) => {
    expect(await layoutShiftWhenFontsArrive(tab, page)).toBe(0)
  })
}
