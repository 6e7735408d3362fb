import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/test/ensureChromium.ts';

/** Debian's Chromium with the flags this machine needs. */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

// Each worker serves its own portal from E2E_PORT up (e2e/workerPortal.ts): workers share nothing.
export default defineConfig<{ phoneProfile: boolean }>({
  testDir: 'e2e',
  globalSetup: './scripts/test/buildOnce.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  // Guards against a hang, not speed checks: on a busy machine (a second suite beside this one, a
  // build) a page takes several times as long, and the longest journeys (two devices, several axe
  // runs, every step of a pre-check-in) took over a minute there.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    // The journeys meet the network as a first visit does, and `page.route` sees every request:
    // behind a service worker it sees none of the worker's. e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    // One journey of each capability again on the phone profile (e2e/support.ts asThrottledPhone).
    {
      name: 'phone',
      grep: /@phone/,
      // A CPU slowed 4× takes a journey several times as long: a hang guard as test.slow() gives.
      timeout: 360_000,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, phoneProfile: true },
    },
  ],
});
