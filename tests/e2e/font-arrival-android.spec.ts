import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { FONT_ARRIVAL_PAGES, fontTestLaunchOptions, layoutShiftWhenFontsArrive } from './font-arrival.ts'

// The same pages as font-arrival.spec.ts, drawn with an Android phone's fonts: Roboto and Noto Serif, and none of
// Arial, Liberation Sans or Arimo, which the first fallback faces match. Android's own faces stand in there
// (client/styles/site.css). Chromium takes its fonts from fontconfig, which FONTCONFIG_FILE points at those files
// alone, so the machine's own fonts (and every other test) stay as they are. `npm run fonts:android` unpacks them
// from Debian's packages; .ci/run does so before the tests.

const FONTS_DIR = resolve('tests/e2e/android-fonts')
const FONT_FILES = ['Roboto-Regular.ttf', 'Roboto-Bold.ttf', 'NotoSerif-Regular.ttf', 'NotoSerif-Bold.ttf']
const unpacked = FONT_FILES.every((file) => existsSync(join(FONTS_DIR, file)))

/** A fontconfig of Android's fonts and its generic families; written here since fontconfig wants absolute paths. */
function androidFontConfig(): string {
  const file = join(FONTS_DIR, 'fonts.conf')
  mkdirSync(join(FONTS_DIR, 'cache'), { recursive: true })
  const alias = (generic: string, family: string) => `<alias><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${FONTS_DIR}</dir>
  <cachedir>${join(FONTS_DIR, 'cache')}</cachedir>
  ${alias('sans-serif', 'Roboto')}${alias('system-ui', 'Roboto')}${alias('serif', 'Noto Serif')}
</fontconfig>
`
  // Each test worker writes it; a rename is atomic, so no browser reads half a file.
  const partial = `${file}.${process.pid}`
  writeFileSync(partial, config)
  renameSync(partial, file)
  return file
}

test.skip(!unpacked, "Android's fonts are not unpacked here: `npm run fonts:android` unpacks them")
test.use({
  waitForScriptsOnArrival: false,
  launchOptions: fontTestLaunchOptions({ ...process.env, ...(unpacked ? { FONTCONFIG_FILE: androidFontConfig() } : {}) }),
})

/** Which fallback faces the page found on this machine (their status by family, the regular weight). */
const fallbackFaces = (page: Page) =>
  page.evaluate(() => {
    const statuses: Record<string, string> = {}
    document.fonts.forEach((face) => {
      if (face.family.includes('Fallback') && face.weight === '400') statuses[face.family.replaceAll('"', '')] = face.status
    })
    return statuses
  })

for (const page of FONT_ARRIVAL_PAGES) {
  test(`with Android's fonts, the web fonts arriving late move nothing on ${page.name} @any-width`, async ({ page: tab }) => {
    const shift = await layoutShiftWhenFontsArrive(tab, page)
    expect(await fallbackFaces(tab)).toMatchObject({ 'Source Sans Fallback': 'error', 'Source Sans Fallback Roboto': 'loaded' })
    // Roboto's letters are not Source Sans's one by one, so a button after another in a row can move a few pixels
    // sideways (a shift of some 0.00005); text moving down the page, as before Android had faces of its own
    // (0.014 on home at 1280 px), is far above this bound.
    expect(shift).toBeLessThan(0.001)
  })
}
