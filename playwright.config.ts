import { defineConfig, devices } from '@playwright/test'
import { E2E_CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './tests/e2e/chromium-flags.ts'
import { E2E_WORKERS, e2eServerPort } from './tests/e2e/e2e-servers.ts'
import { SUITE_NOW } from './tests/e2e/fixtures.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests spread over the workers one by one; each worker has a server of its own (tests/e2e/e2e-servers.ts).
  fullyParallel: true,
  workers: E2E_WORKERS,
  // A test that passes only on a retry is a failure to fix, never a pass.
  retries: 0,
  failOnFlakyTests: true,
  reporter: [['list']],
  // Two browsers and two servers share the machine's cores, so a step can take a while longer than on an idle one;
  // the limits leave room for that without retrying anything.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace of every test cost a quarter of the suite's time (screenshots and DOM snapshots at each
    // step), to keep only the failures'. E2E_TRACE=1 records them again when a failure needs its trace.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // No service worker unless a test is about it (`test.use({ serviceWorkers: 'allow' })`: the offline page, its
    // update, a returning visitor's warm cache). Installing it and copying the page's assets into its cache cost
    // about a tenth of every other test's CPU, for a worker those tests never look at; page.route also never sees
    // the requests one answers.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: [...E2E_CHROMIUM_ARGS],
    },
  },
  projects: [
    // Every test runs at 1280 px, but the @phone ones, which run only at 390 px: those about a phone, and the long
    // member journeys whose screens other tests already check at both widths (run once, at the width most visitors
    // order from, they keep the suite within its time). @any-width ones run at both widths.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone|@any-width/ },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    // The suite runs after a development build (`npm run build`, or `npm test`'s deploy checks, which end with one),
    // so the servers skip their own.
    command: `node scripts/start.mjs --no-build --fresh-state`,
    env: { PORT: String(e2eServerPort(index)), LOCAL_STATE_DIR: `.wrangler/e2e-${index}`, SANDBOX_NOW: SUITE_NOW },
    // Ready once start.mjs says so: the content is synced and the clock pinned. Polling a page instead would render
    // one before the pin, at the machine's real time, and the edge cache would serve that page to the tests for
    // minutes (a holiday banner missing, other hours). Whatever else listens on the port fails the start: workerd
    // cannot take the port, and start.mjs exits.
    wait: { stdout: /Site ready at / },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
})
