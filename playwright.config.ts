import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/ensure-chromium.mjs';

const PORT = process.env.E2E_PORT ?? '8790';
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const FRAME_PARENT_PORT = '8791';

/** Debian's Chromium with the flags this machine needs. */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/liveness`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT,
      PERSIST_TO: '.wrangler/e2e-state',
      FRESH: '1',
      // A partner's page on another site (e2e/embedding.spec.ts) may frame the portal.
      FRAME_ANCESTORS: `'self' http://localhost:${FRAME_PARENT_PORT}`,
      // Flags flipped in KV show within two seconds instead of thirty.
      FEATURES_CACHE_SECONDS: '2',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
