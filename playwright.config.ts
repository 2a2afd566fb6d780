import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, workerPlatformOffset } from './tools/dev/e2e-platforms';

// Debian's Chromium: browsers cannot be downloaded here. Its headless shell (`apt-get install chromium-headless-shell`),
// the build Playwright itself runs headless by default, when installed: the full browser in headless mode spent 37%
// more CPU on the same journeys (bookings + CRM: 149 -> 109 CPU-s; the whole suite 6.0 -> 4.3 min).
const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Files are shared out between the workers (a file's tests run in order, in one worker); each worker drives a
  // platform of its own (e2e/global-setup.ts), so no two workers share data. E2E_WORKERS=1 runs one platform.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    // Evaluated in each worker: the shell of that worker's platform.
    baseURL: `http://localhost:${4200 + workerPlatformOffset()}`,
    viewport: { width: 1440, height: 900 },
    // A click or fill that cannot happen fails after 30 s with its call log (what covers the element), instead of
    // waiting out the test's 90 s with no step named (a toast over the Profile button once hung a journey so).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A trace only for a failed test's retry (CI retries once; locally, `--trace on`). Recording one for every test
    // (its screencast of every frame) took 40% of the suite's CPU: 238 s -> 137-151 s for bookings + crm.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
});
