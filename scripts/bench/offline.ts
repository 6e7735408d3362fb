// The offline layer's part of the benchmark, runnable alone:
// `node scripts/bench/offline.ts` builds, serves production mode behind the gzip edge and prints it;
// `npm run bench` prints the same beside its other figures.
// - the JavaScript the service worker adds to the first load, from the build's metafile: the offline
//   code inside the chunks a reservation page loads before it is hydrated, the lazily loaded
//   registration and keeping, and the worker itself; and, in Chromium, whether any request of it
//   starts before the page is hydrated (the budget: nothing on the first load's critical path);
// - the reservation page in a phone-like Chromium (phoneTiming.ts's profile): a first visit, a
//   repeat visit with the HTTP cache alone, and a repeat visit with the service worker in charge.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import type { Metafile } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/ensureChromium.ts';
import { markHydration, PHONE_RUNS, SLOW_4G } from './phoneTiming.ts';
import { EARLY_CLICKS_GLOBAL } from '../../web/app/earlyClicks.ts';
import type { BuildManifest } from '../../shared/site/render.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';

const OFFLINE_SOURCES = /^web\/features\/offline\/|^web\/app\/afterLoadIdle\.ts$/;
const gz = (file: string) => gzipSync(readFileSync(`dist/client/${file}`)).length;

/** Minified bytes of offline code in each output file, and which of those files a reservation page loads first. */
export function offlineBytes(metafile: Metafile, manifest: BuildManifest) {
  const firstLoad = new Set(
    [
      manifest.entry,
      ...manifest.entryImports,
      ...(manifest.routes['layout-reservations'] ?? []),
      ...(manifest.routes.reservation ?? []),
    ].map((file) => `dist/client/${file}`),
  );
  let inFirstLoad = 0;
  let lazy = 0;
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const bytes = Object.entries(output.inputs)
      .filter(([input]) => OFFLINE_SOURCES.test(input))
      .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
    if (firstLoad.has(file)) inFirstLoad += bytes;
    else lazy += bytes;
  }
  return { inFirstLoad, lazy, worker: gz('sw.js') };
}

async function phonePage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.mobileSlow4G.cpuSlowdownMultiplier });
  await page.addInitScript(markHydration, EARLY_CLICKS_GLOBAL);
  return page;
}

async function timedLoad(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => self.__hydratedAt, null, { timeout: 60_000 });
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydrated: self.__hydratedAt ?? NaN,
    offlineBeforeHydration: performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry.startTime < self.__hydratedAt! &&
          /\/sw\.js$|registerServiceWorker|keepForOffline/.test(entry.name),
      )
      .map((entry) => entry.name),
  }));
}

/**
 * How long after the overview was opened (its navigation's start) the device holds the stay's
 * arrival card, which the guest has not opened (issue 41: within 10 s on the phone profile). The
 * load event is no mark for it: on the phone profile the card is often kept before the page's
 * pictures have all arrived.
 */
async function arrivalSavedAfterOpening(page: Page): Promise<number> {
  const arrival = `${new URL(page.url()).pathname}/arrival`;
  // Asked from here every 100 ms: a page's waitForFunction takes a promise for a true answer.
  for (let asked = 0; asked < 600; asked += 1) {
    const keptAt = await page.evaluate(
      async (path) => ((await caches.match(new URL(path, location.href).href)) ? performance.now() : 0),
      arrival,
    );
    if (keptAt > 0) return keptAt;
    await page.waitForTimeout(100);
  }
  return NaN;
}

/** One first visit and one repeat visit in a fresh browser; `worker` says whether the service worker may run. */
async function visits(url: string, worker: boolean) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: worker ? 'allow' : 'block' });
    const first = await timedLoad(await phonePage(context), url);
    // The repeat visit comes once the worker has kept the stay, as a guest's would.
    const arrivalSaved = worker ? await arrivalSavedAfterOpening(context.pages()[0]!) : NaN;
    if (worker) await context.pages()[0]!.waitForTimeout(1000);
    const repeat = await timedLoad(await phonePage(context), url);
    return { first, repeat, arrivalSaved };
  } finally {
    await browser.close();
  }
}

type Load = Awaited<ReturnType<typeof timedLoad>>;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianOf = (loads: Load[], key: 'paint' | 'hydrated') => median(loads.map((load) => load[key]));

/** Prints the offline layer's figures for the reservation page at `url` (behind the gzip edge). */
export async function printOfflineFigures({
  url,
  metafile,
  manifest,
}: {
  url: string;
  metafile: Metafile;
  manifest: BuildManifest;
}) {
  const bytes = offlineBytes(metafile, manifest);
  const withWorker = [];
  const withoutWorker = [];
  for (let i = 0; i < PHONE_RUNS; i += 1) {
    withWorker.push(await visits(url, true));
    withoutWorker.push(await visits(url, false));
  }
  const early = withWorker.flatMap((run) => run.first.offlineBeforeHydration);
  console.log('\nThe service worker, production mode');
  console.log(
    `  offline code in the reservation page's first-load chunks ${bytes.inFirstLoad} B minified (the saved line, "Forget this device", the hooks that start it)`,
  );
  console.log(`  loaded after hydration, load and idle: registration and keeping ${bytes.lazy} B minified`);
  console.log(
    `  the worker itself (/sw.js, fetched by the browser in the background) ${bytes.worker} B gzip`,
  );
  console.log(
    `  requests of it before hydration in ${PHONE_RUNS} first visits: ${early.length === 0 ? 'none' : early.join(', ')} (budget: none)`,
  );
  console.log(
    `  the arrival card kept, after the overview was opened on a first visit: ${median(withWorker.map((run) => run.arrivalSaved)).toFixed(0)} ms, median of ${PHONE_RUNS} (budget: 10,000 ms; polled every 100 ms)`,
  );
  console.log(
    `In a phone-like Chromium, the reservation overview, medians of ${PHONE_RUNS} runs (a busy machine: compare the rows, not other runs)`,
  );
  console.log('visit                                   first paint   hydrated');
  const rows: [string, Load[]][] = [
    ['first visit', withoutWorker.map((run) => run.first)],
    ['repeat visit, HTTP cache alone', withoutWorker.map((run) => run.repeat)],
    ['repeat visit, service worker', withWorker.map((run) => run.repeat)],
  ];
  for (const [name, loads] of rows)
    console.log(
      `${name.padEnd(40)}${medianOf(loads, 'paint').toFixed(0).padStart(8)} ms${medianOf(loads, 'hydrated').toFixed(0).padStart(8)} ms`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildClient } = await import('../build/buildClient.ts');
  const { serveProduction } = await import('../dev/serveProduction.ts');
  const { startEdgeCompression } = await import('./edgeCompression.ts');
  const { manifest, metafile } = await buildClient();
  const served = await serveProduction({ sandboxPort: 8798, portalPort: 8799 });
  const edge = await startEdgeCompression({ port: 8797, target: 'http://127.0.0.1:8799' });
  try {
    const fixtures = (await (await fetch('http://127.0.0.1:8798/__dev/fixtures.json')).json()) as Fixtures;
    const reservation = fixtures.reservations.find((r) => r.number === '4815162342');
    if (!reservation) throw new Error('the demo data has no reservation 4815162342');
    await printOfflineFigures({ url: `http://127.0.0.1:8797${reservation.url}`, metafile, manifest });
  } finally {
    edge.close();
    served.sandbox.kill('SIGTERM');
    served.portal.kill('SIGTERM');
  }
}
