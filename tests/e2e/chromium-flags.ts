import { existsSync } from 'node:fs'

// How the browser tests start Debian's Chromium: quiet (no updates, sync or background networking, which this
// machine's closed network refuses anyway), and without the browser UI no test looks at.

/**
 * Chromium 156 draws the omnibox popup as a WebUI page in a renderer of its own for every window, headless too.
 * In the suite that renderer burned about as much CPU as the pages under test, for a popup no test ever opens.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

/**
 * The features Playwright 1.65 disables itself (its chromiumSwitches). Chromium keeps only the last
 * --disable-features it is given, so ours must repeat Playwright's list or it would turn them back on.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

/**
 * V8's optimising tiers (Maglev, TurboFan) compile the functions a page runs hot, on threads of their own; a test's
 * page lives a few seconds, so that work is mostly spent on code that is never run again. Stopping at the baseline
 * tier (Sparkplug) took a tenth off the pages' CPU in the ordering and checkout journeys (measured side by side,
 * twice each). What the pages do is unchanged; only how fast their hot loops run. The bench's Lighthouse runs keep
 * every tier, as a visitor's browser does.
 */
const BASELINE_TIER_ONLY = '--js-flags=--max-opt=1'

export const E2E_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  BASELINE_TIER_ONLY,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
]

// Debian's Chromium, never a downloaded browser: its headless shell where installed (.ci/run installs it), the
// same engine without the browser's UI, as Playwright itself runs headless tests; the full browser otherwise.
// CHROMIUM_PATH overrides both (e.g. a Chrome on a laptop).
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : '/usr/bin/chromium')
