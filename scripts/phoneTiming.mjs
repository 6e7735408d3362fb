// What a guest on a phone sees, in a real Chromium rather than Lighthouse's simulation: the first
// paint and when the page is hydrated, with the network and CPU of Lighthouse's mobile profile
// (150 ms round trip, 1.6 Mbps down, 4x CPU) applied by DevTools. Used by `npm run bench`.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './ensure-chromium.mjs';

export const PHONE_RUNS = 5;

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/**
 * Hydration's first commit replays the taps recorded before it and clears the recorder's listener
 * (web/app/earlyClicks.ts): the moment it is cleared is the moment the page works.
 */
function markHydration() {
  let clicks;
  Object.defineProperty(self, '__EC', {
    configurable: true,
    get: () => clicks,
    set(value) {
      clicks = value;
      let listener;
      Object.defineProperty(clicks, 'listener', {
        get: () => listener,
        set(next) {
          listener = next;
          if (!next) self.__hydratedAt = performance.now();
        },
      });
    },
  });
}

async function oneLoad(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(markHydration);
    await page.goto(url);
    await page.waitForFunction(() => self.__hydratedAt, null, { timeout: 30_000 });
    return await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydrated: self.__hydratedAt,
    }));
  } finally {
    await browser.close();
  }
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The medians of `PHONE_RUNS` fresh loads: first contentful paint and hydration, in ms. */
export async function phoneTiming(url) {
  const loads = [];
  for (let i = 0; i < PHONE_RUNS; i += 1) loads.push(await oneLoad(url));
  return {
    paint: median(loads.map((load) => load.paint)),
    hydrated: median(loads.map((load) => load.hydrated)),
  };
}
