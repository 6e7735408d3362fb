// What a guest on a phone sees, in a real Chromium rather than Lighthouse's simulation: the first
// paint and when the page is hydrated, with Lighthouse's mobile profile (150 ms round trip,
// 1.6 Mbps down, 4x CPU) applied by DevTools. Used by `npm run bench`.
import { chromium, type Browser, type Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/ensureChromium.ts';
import { EARLY_CLICKS_GLOBAL } from '../../web/app/earlyClicks.ts';

export const PHONE_RUNS = 5;

declare global {
  interface Window {
    /** When hydration cleared the early clicks' recorder (markHydration), in the page's clock. */
    __hydratedAt?: number;
  }
}

const { rttMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } =
  throttling.mobileSlow4G;

/**
 * The profile's round trip as DevTools' latency, and its throughputs as DevTools takes them (bytes
 * a second). Lighthouse's own DevTools mode would add 562.5 ms to each request instead
 * (`requestLatencyMs`, scaled for DevTools delaying a request once, not each packet): its figures
 * would be later than these.
 */
export const SLOW_4G = {
  offline: false,
  latency: rttMs,
  downloadThroughput: (downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (uploadThroughputKbps * 1024) / 8,
};

/**
 * Hydration's first commit replays the taps recorded before it and clears the recorder's listener
 * (web/app/earlyClicks.ts): the moment it is cleared is the moment the page works.
 */
export function markHydration(recorder: string) {
  let clicks: object | undefined;
  Object.defineProperty(self, recorder, {
    configurable: true,
    get: () => clicks,
    set(value: object) {
      clicks = value;
      let listener: unknown;
      Object.defineProperty(clicks, 'listener', {
        get: () => listener,
        set(next: unknown) {
          listener = next;
          if (!next) self.__hydratedAt = performance.now();
        },
      });
    },
  });
}

/** A fresh Chromium and a page slowed as Lighthouse's mobile profile slows one; close the browser after. */
export async function phonePage(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
  return { browser, page };
}

async function oneLoad(url: string) {
  const { browser, page } = await phonePage();
  try {
    await page.addInitScript(markHydration, EARLY_CLICKS_GLOBAL);
    await page.goto(url);
    await page.waitForFunction(() => self.__hydratedAt, null, { timeout: 30_000 });
    return await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydrated: self.__hydratedAt ?? NaN,
    }));
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The medians of `PHONE_RUNS` fresh loads: first contentful paint and hydration, in ms. */
export async function phoneTiming(url: string) {
  const loads: { paint: number; hydrated: number }[] = [];
  for (let i = 0; i < PHONE_RUNS; i += 1) loads.push(await oneLoad(url));
  return {
    paint: median(loads.map((load) => load.paint)),
    hydrated: median(loads.map((load) => load.hydrated)),
  };
}
