// `npm run bench`: the production bundle (minified, no sandbox inside) served by workerd on
// loopback, its upstreams answered by the sandbox running as a separate worker. Prints throughput
// and latency per page beside a static asset of the same worker (the floor), the worker's CPU per
// request, the streaming gap (first byte vs. whole page with a slow upstream) and bytes per route.
// Every load run is bounded in time and talks only to 127.0.0.1.
import { readFileSync, readdirSync } from 'node:fs';
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import type { BuildManifest } from '../../shared/site/render.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';
import { buildClient } from '../build/buildClient.ts';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { servePortal, serveProduction } from '../dev/serveProduction.ts';
import { spawnReplayUpstream } from './replayUpstream.ts';
import { decodedShell, shellInBrowser } from './shellTiming.ts';
import { LIGHTHOUSE_RUNS, lighthouseBudgetText, lighthouseLine, lighthouseMedian } from './lighthouse.ts';
import { PHONE_RUNS, phoneTiming } from './phoneTiming.ts';
import { SCAN_BUDGET_MS, SCAN_RUNS, scanTiming } from './scanTiming.ts';
import { printOfflineFigures } from './offline.ts';
import { frameworkFloorBytes, serveFrameworkFloor, STACK_FLOOR_APP } from './frameworkFloor.ts';
import { startEdgeCompression } from './edgeCompression.ts';
import { LOAD_CONNECTIONS, LOAD_SECONDS, loadMix, sustainedLoad } from './loadMix.ts';
import {
  CONFIG_FRESH_SECONDS,
  edgeTiming,
  ROUND_TRIP_MS,
  SLOW_UPSTREAM_MS as SLOW_CONFIG_MS,
} from './edgeTiming.ts';

const sandboxPids: string[] = [];

const SANDBOX_PORT = 8788;
const PORTAL_PORT = 8789;
/** The stand-in for Cloudflare's compressing edge in front of the portal (edgeCompression.ts). */
const EDGE_PORT = 8786;
/** A second portal whose upstreams are replayed from memory (replayUpstream.ts), and that stand-in. */
const REPLAYED_PORTAL_PORT = 8784;
const REPLAY_PORT = 8783;
/** The framework floor as a page of its own, for Lighthouse (frameworkFloor.ts). */
const FLOOR_PAGE_PORT = 8785;
/** A third portal, cold, for the edge's caches (edgeTiming.ts). */
const EDGE_TIMING_PORT = 8782;
/**
 * The parts to run (`BENCH_PARTS=cpu,streaming`), all by default: on a busy machine, run the part
 * a change touches rather than the whole bench again.
 */
const PARTS = ['cpu', 'streaming', 'edge', 'js', 'lighthouse', 'offline', 'phone', 'scan', 'load'];
const chosenParts = (process.env.BENCH_PARTS ?? PARTS.join(','))
  .split(',')
  .map((part: string) => part.trim());
const unknownParts = chosenParts.filter((part: string) => !PARTS.includes(part));
if (unknownParts.length)
  throw new Error(`BENCH_PARTS: no part ${unknownParts.join(', ')} (parts: ${PARTS.join(', ')})`);
const runs = (part: string) => chosenParts.includes(part);
/** DESIGN §8: the reservation overview's worker CPU over the static-asset floor. */
const RESERVATION_CPU_OVER_FLOOR_MS = 4;
/** DESIGN §8: JavaScript against the stack floor (scripts/bench/floor/stackApp.tsx), built in the same run. */
const JS_BUDGET = { entry: 1.1, route: 1.25 };
/** The decoded shell with a config key seen before, and the complete page in upstream latencies. */
const EDGE_BUDGET = { shellMs: 50, warmRatio: 1.3, coldRatio: 2.3 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** The slow upstream the shell must not wait for. */
const SLOW_UPSTREAM_MS = 2000;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;

const workerdPids = () =>
  new Set(
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd');
        } catch {
          return false;
        }
      }),
  );

/** CPU seconds (user + system) the given processes have used so far. */
const cpuSeconds = (pids: Iterable<string>) =>
  [...pids].reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return sum;
    }
  }, 0);

/** The workerd processes started since `before`, the sandbox's excepted: a portal's own. */
const portalPidsSince = (before: Set<string>) =>
  new Set([...workerdPids()].filter((pid) => !before.has(pid) && !sandboxPids.includes(pid)));

/** Twenty requests for each path, so that a load run meets an isolate V8 has warmed. */
async function warmUp(portal: string, paths: string[]) {
  for (const path of paths) for (let i = 0; i < 20; i += 1) await (await fetch(portal + path)).arrayBuffer();
}

/** One page's load run: its throughput, latencies, errors and the portal's CPU per answer. */
interface LoadRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMs: number;
}

/** A load run beside that of the static asset (the floor) on the same portal. */
type Row = LoadRow & { floorRps: number; floorCpuMs: number };

/**
 * `portalPids` is asked at the start of each run, not once when the portal is up: wrangler may start
 * a workerd process of the portal's after its first answers, and a process left out made a page's
 * CPU look like a third of what it was.
 */
async function load(
  name: string,
  path: string,
  portalPids: () => Set<string>,
  portal = PORTAL,
): Promise<LoadRow> {
  const pids = portalPids();
  const before = cpuSeconds(pids);
  const result = await autocannon({
    url: portal + path,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip, br', accept: 'text/html' },
  });
  const cpu = cpuSeconds(pids) - before;
  const ok = result['2xx'] + result['4xx'];
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result['5xx'] + result.non2xx - result['4xx'],
    cpuMs: ok > 0 ? (cpu * 1000) / ok : NaN,
  };
}

/** CPU per render in V8 alone, without the dev server around workerd (see renderProbe.tsx). */
async function renderCpu(
  answers: Awaited<ReturnType<typeof sandboxAnswers>>,
): Promise<Record<string, { plain: number; gzip: number; firstRenders: number }>> {
  writeFileSync('.wrangler/render-answers.json', JSON.stringify(answers));
  await build({
    entryPoints: ['scripts/bench/renderProbe.tsx'],
    bundle: true,
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    format: 'esm',
    outfile: '.wrangler/render-probe.mjs',
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    loader: { '.po': 'text' },
    // The identity client never runs while rendering; its Node build would not bundle here. react-dom's Node build (the worker's renderer) takes Node's built-ins, as
    // workerd gives them.
    external: ['node:*', '@ory/client', 'util', 'crypto', 'async_hooks', 'stream'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  const probe = spawnSync(process.execPath, ['.wrangler/render-probe.mjs', '.wrangler/render-answers.json'], {
    encoding: 'utf8',
  });
  if (probe.status !== 0) throw new Error(probe.stderr);
  return JSON.parse(probe.stdout);
}

/**
 * The floor and the pages with data again (the reservation, a pre-check-in step), on a second portal
 * whose upstreams answer from memory (replayUpstream.ts): the portal's own cost for a page with
 * data, without the sandbox's D1 work on the same two cores. Its floor is measured anew beside it,
 * under the same conditions.
 */
async function replayedRows(
  [, floorPath]: [string, string],
  replayedPages: [string, string][],
): Promise<Row[]> {
  const replay = await spawnReplayUpstream({ port: REPLAY_PORT, target: SANDBOX });
  processes.push(replay);
  const pidsBefore = workerdPids();
  const state = '.wrangler/replayed-state';
  rmSync(state, { recursive: true, force: true });
  const log = openSync('.wrangler/bench-replayed.log', 'w');
  const portal = await servePortal({
    portalPort: REPLAYED_PORTAL_PORT,
    upstreamsUrl: `http://127.0.0.1:${REPLAY_PORT}`,
    state,
    stdio: ['ignore', log, log],
  });
  processes.push(portal);
  try {
    const pids = () => portalPidsSince(pidsBefore);
    const url = `http://127.0.0.1:${REPLAYED_PORTAL_PORT}`;
    await warmUp(url, [floorPath, ...replayedPages.map(([, path]) => path)]);
    const floorRow = await load('static asset, 2nd portal', floorPath, pids, url);
    const pageRows = [];
    for (const [name, path] of replayedPages) pageRows.push(await load(name, path, pids, url));
    return [floorRow, ...pageRows].map((row) => ({
      ...row,
      floorRps: floorRow.rps,
      floorCpuMs: floorRow.cpuMs,
    }));
  } finally {
    portal.kill('SIGTERM');
    replay.kill('SIGTERM');
  }
}

/** The demo data's reservation that the bench measures. */
function benchReservation(fixtures: Fixtures) {
  const reservation = fixtures.reservations.find((r) => r.number === '4815162342');
  if (!reservation) throw new Error('the demo data has no reservation 4815162342');
  return reservation;
}

/** The sandbox's answers to the calls the reservation page makes, for the render probe. */
async function sandboxAnswers(fixtures: Fixtures) {
  const { token } = benchReservation(fixtures);
  const json = async (path: string): Promise<unknown> => (await fetch(`${SANDBOX}${path}`)).json();
  const reservation = (await json(`/webcc-api/v1/booking/reservations/${token}?lang=en`)) as {
    accommodationCode: string;
  };
  const code = encodeURIComponent(reservation.accommodationCode);
  return {
    token,
    byCall: {
      '/webcc-api/v1/booking/reservations/': reservation,
      '/webcc-api/v1/accommodations/': await json(`/webcc-api/v1/accommodations/${code}/en`),
      '/webcc-api/v1/reviews': await json(
        `/webcc-api/v1/reviews?filters=accommodation:${code}&page=1&pagesize=1`,
      ),
    },
  };
}

const gz = (file: string) => gzipSync(readFileSync(`dist/client/${file}`)).length;

function jsBytes(manifest: BuildManifest, routeIds: string[]) {
  const files = new Set([manifest.entry, ...manifest.entryImports]);
  for (const id of routeIds) for (const file of manifest.routes[id] ?? []) files.add(file);
  return [...files].reduce((sum, file) => sum + gz(file), 0);
}

/**
 * The script is the same in every language, and a page fetches only its own
 * language's texts for its features. Per language: the entry, the reservation route's script, and
 * the texts that route fetches (common and reservation catalogues, as the portal answers them).
 */
async function printBytesPerLanguage(manifest: BuildManifest) {
  const entry = jsBytes(manifest, []);
  const route = jsBytes(manifest, ['layout-reservations', 'reservation']);
  console.log('\nPer language (gzip): the entry, /reservations/:token, and the texts that page fetches');
  for (const lang of LANGUAGES) {
    const texts = await Promise.all(
      ['common', 'reservation'].map(async (feature) => {
        const answer = await fetch(`${PORTAL}/i18n/${lang}/${feature}.json?build=${manifest.buildId}`);
        return gzipSync(Buffer.from(await answer.arrayBuffer())).length;
      }),
    );
    const textBytes = texts.reduce((sum, bytes) => sum + bytes, 0);
    console.log(
      `  ${lang}  entry ${pad(entry, 7)} B   /reservations/:token ${pad(route, 7)} B + texts ${pad(textBytes, 6)} B`,
    );
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

const processes: ChildProcess[] = [];
const stopAll = () => processes.forEach((p) => p.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

try {
  const { manifest, metafile } = await buildClient();
  mkdirSync('.wrangler', { recursive: true });
  const pidsBefore = workerdPids();
  const log = openSync('.wrangler/bench.log', 'w');
  const served = await serveProduction({
    sandboxPort: SANDBOX_PORT,
    portalPort: PORTAL_PORT,
    stdio: ['ignore', log, log],
    onSandboxUp: () => sandboxPids.push(...workerdPids()),
  });
  processes.push(served.sandbox, served.portal);
  const portalPids = () => portalPidsSince(pidsBefore);

  const fixtures = (await (await fetch(`${SANDBOX}/__dev/fixtures.json`)).json()) as Fixtures;
  const reservationPath = benchReservation(fixtures).url;
  const precheckinPath = fixtures.precheckins.find((p) => p.mode === 'all' && !p.completed)?.url;
  // The pre-check-in's link sends the guest on to its first step: that step is the page measured.
  const precheckinStep = precheckinPath && (await fetch(PORTAL + precheckinPath)).url.slice(PORTAL.length);
  const devAsset = `/${manifest.css[0]}`;
  const pages: [string, string][] = [
    ['static asset (floor)', devAsset],
    ['home /', '/?lang=en'],
    ['error page (404)', '/no-such-page?lang=en'],
    ['reservation (data, streamed)', reservationPath],
  ];
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const setLatency = (ms: number) =>
    fetch(`${SANDBOX}/__dev/latency`, { method: 'POST', body: JSON.stringify({ ms }) });

  if (runs('cpu')) {
    await warmUp(
      PORTAL,
      pages.map(([, path]) => path),
    );
    const measured: LoadRow[] = [];
    for (const [name, path] of pages) measured.push(await load(name, path, portalPids));
    const [floor] = measured;
    const rows: Row[] = measured.map((row) => ({ ...row, floorRps: floor!.rps, floorCpuMs: floor!.cpuMs }));
    const replayedPages: [string, string][] = [
      ['reservation, replayed calls', reservationPath],
      ...(precheckinStep ? [['pre-check-in step, replayed', precheckinStep] satisfies [string, string]] : []),
    ];
    rows.push(...(await replayedRows(pages[0]!, replayedPages)));

    const htmlBytes: Record<string, { raw: number; gzip: number }> = {};
    for (const [name, path] of pages.slice(1)) {
      const body = Buffer.from(await (await fetch(PORTAL + path)).arrayBuffer());
      htmlBytes[name] = { raw: body.length, gzip: gzipSync(body).length };
    }

    const renderMs = await renderCpu(await sandboxAnswers(fixtures));
    console.log(
      `\nSSR throughput, production bundle in workerd, ${CONNECTIONS} connections x ${SECONDS} s, loopback (2 cores shared with the load tool)\n`,
    );
    console.log(
      'page                            req/s   p50 ms  p99 ms  vs floor  workerd CPU ms/req  over floor  render CPU ms (+gzip)  first 200  HTML B (gzip)  errors',
    );
    for (const row of rows) {
      const html = htmlBytes[row.name];
      const overFloor = row.cpuMs === row.floorCpuMs ? '-' : (row.cpuMs - row.floorCpuMs).toFixed(2);
      console.log(
        `${row.name.padEnd(30)}${pad(row.rps.toFixed(0), 7)}${pad(row.p50, 9)}${pad(row.p99, 8)}${pad((row.rps / row.floorRps).toFixed(2), 10)}${pad(row.cpuMs.toFixed(2), 20)}${pad(overFloor, 12)}${pad(renderMs[row.name] ? `${renderMs[row.name]!.plain.toFixed(2)} (${renderMs[row.name]!.gzip.toFixed(2)})` : '-', 23)}${pad(renderMs[row.name]?.firstRenders.toFixed(2) ?? '-', 11)}${pad(html ? `${html.raw} (${html.gzip})` : '-', 15)}${pad(row.errors, 8)}`,
      );
    }
    const replayed = rows.find((row) => row.name === 'reservation, replayed calls')!;
    const replayedOver = replayed.cpuMs - replayed.floorCpuMs;
    // A whole request cannot cost less than its render alone: if it seems to, a process was missed.
    const renderAlone = renderMs['reservation (data, streamed)']?.plain ?? 0;
    const verdict =
      replayed.cpuMs < renderAlone
        ? `not measured: less than the render alone (${renderAlone.toFixed(2)} ms), so a process of the portal was missed`
        : `${replayedOver > RESERVATION_CPU_OVER_FLOOR_MS ? 'over' : 'within'} budget`;
    console.log(
      `\nBudget (DESIGN §8): the reservation overview at most ${RESERVATION_CPU_OVER_FLOOR_MS} ms of worker CPU over the floor (replayed calls): ${replayedOver.toFixed(2)} ms, ${verdict}.`,
    );
    console.log(
      "\nreplayed calls: the same pages on a second portal whose upstreams answer from memory after their first answer (scripts/bench/replayUpstream.ts), as services on other machines cost the portal's cores nothing; against that portal's own floor, measured beside it. The reservation row above them is the page end to end with the sandbox's D1 work on the same two cores.\nworkerd CPU: the whole workerd process (dev-server proxy, KV/D1 emulation, HTTP) per request; over floor: that less the static asset's of the same portal; render CPU: the renderer alone in V8 once warm (median of 10 batches of 100 after 2,000 renders), and in brackets with gzip in the worker (production leaves that to the edge); first 200: a new isolate's first 200 renders, V8 still compiling.",
    );
  }

  if (runs('streaming')) {
    await setLatency(SLOW_UPSTREAM_MS);
    const gaps = [];
    for (let i = 0; i < 3; i += 1) gaps.push(await decodedShell(PORTAL + reservationPath));
    const inBrowser = [];
    for (let i = 0; i < 3; i += 1) inBrowser.push(await shellInBrowser(PORTAL + reservationPath));
    await setLatency(0);
    const ms = (values: (number | undefined)[]) =>
      `${median(values.map((value) => value ?? NaN)).toFixed(0)} ms`;
    console.log(
      `\nStreaming with a ${SLOW_UPSTREAM_MS} ms upstream (reservation page, median of 3, Accept-Encoding: gzip, deflate, br; answer ${gaps[0]!.encoding}):`,
    );
    console.log(
      `  HTTP:     first byte on the wire ${ms(gaps.map((g) => g.wire))}, decoded shell ${ms(gaps.map((g) => g.shell))}, whole page ${ms(gaps.map((g) => g.total))}`,
    );
    console.log(
      `  Chromium: header in the document ${ms(inBrowser.map((b) => b.shell))} (skeleton beside it: ${inBrowser.every((b) => b.skeletonWithShell) ? 'yes' : 'no'}), the stay's heading ${ms(inBrowser.map((b) => b.data))}`,
    );
  }

  if (runs('edge')) {
    const state = '.wrangler/edge-timing-state';
    rmSync(state, { recursive: true, force: true });
    const edgeLog = openSync('.wrangler/bench-edge.log', 'w');
    const portal = await servePortal({
      portalPort: EDGE_TIMING_PORT,
      upstreamsUrl: SANDBOX,
      state,
      stdio: ['ignore', edgeLog, edgeLog],
      vars: { PAGE_CONFIG_FRESH_SECONDS: String(CONFIG_FRESH_SECONDS) },
    });
    processes.push(portal);
    let timing: Awaited<ReturnType<typeof edgeTiming>>;
    try {
      timing = await edgeTiming({
        portal: `http://127.0.0.1:${EDGE_TIMING_PORT}`,
        sandbox: SANDBOX,
        fixtures,
      });
    } finally {
      portal.kill('SIGTERM');
    }
    const verdict = (over: boolean) => (over ? 'over' : 'within');
    const { complete } = timing;
    const shell = {
      cold: timing.shell.cold.map((ms) => ms ?? NaN),
      fresh: timing.shell.fresh.map((ms) => ms ?? NaN),
      stale: timing.shell.stale.map((ms) => ms ?? NaN),
    };
    console.log(
      `\nAt the edge, on a cold portal of its own (page configuration fresh for ${CONFIG_FRESH_SECONDS} s there, 5 minutes in production); medians of ${shell.cold.length}`,
    );
    console.log(
      `  decoded shell, conf-api answering in ${SLOW_CONFIG_MS} ms: key never seen ${median(shell.cold).toFixed(0)} ms (waits: its redirect decides the status), fresh ${median(shell.fresh).toFixed(0)} ms, stale ${median(shell.stale).toFixed(0)} ms; budget fresh and stale <= ${EDGE_BUDGET.shellMs} ms: ${verdict(Math.max(median(shell.fresh), median(shell.stale)) > EDGE_BUDGET.shellMs)}`,
    );
    console.log(
      `  complete reservation page / upstream latency (${ROUND_TRIP_MS} ms an answer, one page per house): the house kept at the edge ${median(complete.warm).toFixed(2)} (budget <= ${EDGE_BUDGET.warmRatio}: ${verdict(median(complete.warm) > EDGE_BUDGET.warmRatio)}), not yet ${median(complete.cold).toFixed(2)} (budget <= ${EDGE_BUDGET.coldRatio}: ${verdict(median(complete.cold) > EDGE_BUDGET.coldRatio)})`,
    );
  }

  if (runs('js')) {
    const routeBytes: [string, string[]][] = [
      ['error page / entry only', []],
      ['home /', ['layout-default', 'home']],
      ['/login (auth pages)', ['layout-login', 'login']],
      ['/myaccount/*', ['layout-account', 'myaccount']],
      ['/reservations/:token', ['layout-reservations', 'reservation']],
      ['/reservations/:token/arrival', ['layout-reservations', 'reservation-arrival']],
      ['/reservations/:token/pax', ['layout-reservations', 'reservation-pax']],
      ['/reservations/:token/review', ['layout-reservations', 'reservation-review']],
      ['/precheckins/:token/travellers', ['layout-precheckin', 'precheckin-travellers']],
    ];
    const floorBytes = await frameworkFloorBytes();
    const stackFloorBytes = await frameworkFloorBytes(STACK_FLOOR_APP);
    console.log(
      `\nJavaScript shipped per route (gzip, entry + shared chunks + the route's own chunks), against the framework floor (${floorBytes} B: React, react-dom, React Router data router, TanStack Query) and the stack floor built in this run (${stackFloorBytes} B: the framework floor with Lingui, zustand and the shell's hooks, no portal code; scripts/bench/floor/stackApp.tsx). Budget (DESIGN §8): the entry at most ${JS_BUDGET.entry.toFixed(2)}x the stack floor, every route at most ${JS_BUDGET.route.toFixed(2)}x`,
    );
    console.log('                                   bytes  framework  stack floor');
    const jsLine = (name: string, bytes: number, budget?: number) => {
      const overBudget = budget !== undefined && bytes / stackFloorBytes > budget;
      console.log(
        `  ${name.padEnd(32)}${pad(bytes, 8)} B  ${pad(`${(bytes / floorBytes).toFixed(2)}x`, 8)}  ${pad(`${(bytes / stackFloorBytes).toFixed(2)}x`, 10)}${budget === undefined ? '' : `  ${overBudget ? 'over' : 'within'} budget (${budget.toFixed(2)}x)`}`,
      );
    };
    for (const [name, routeIds] of routeBytes)
      jsLine(name, jsBytes(manifest, routeIds), routeIds.length === 0 ? JS_BUDGET.entry : JS_BUDGET.route);
    jsLine('(floor + Lingui, zustand, hooks)', stackFloorBytes);
    await printBytesPerLanguage(manifest);
    console.log(
      `  CSS (all pages)             ${pad(
        manifest.css.reduce((sum, f) => sum + gz(f), 0),
        8,
      )} B\n`,
    );
  }

  const guestPages = [
    ['home /', '/?lang=en'],
    ['reservation overview', reservationPath],
    ['pre-check-in step', precheckinPath],
    ['/login', '/login?lang=en'],
    ['shared wishlist', fixtures.wishlists[0]?.url],
  ].filter((page): page is [string, string] => Boolean(page[1]));
  const edge =
    runs('lighthouse') || runs('offline') || runs('phone') || runs('scan')
      ? await startEdgeCompression({ port: EDGE_PORT, target: PORTAL })
      : null;
  const edgeUrl = `http://127.0.0.1:${EDGE_PORT}`;
  if (runs('lighthouse')) {
    console.log(
      `Lighthouse 13, mobile defaults (simulated slow 4G, 4x CPU slowdown), Debian Chromium, production mode behind a gzip edge; each figure the median of its ${LIGHTHOUSE_RUNS} runs a page. Budget (DESIGN §8): ${lighthouseBudgetText()}`,
    );
    console.log(
      'page                             score      FCP      LCP     TBT    CLS  painted here  TBT of the runs',
    );
    for (const [name, path] of guestPages)
      console.log(lighthouseLine(name, await lighthouseMedian(edgeUrl + path)));
    // What the framework alone scores on this machine: the bar TBT and FCP can be read against.
    const floorPage = await serveFrameworkFloor(FLOOR_PAGE_PORT);
    console.log(
      lighthouseLine(
        'framework floor (empty app)',
        await lighthouseMedian(`http://127.0.0.1:${FLOOR_PAGE_PORT}/`),
      ),
    );
    floorPage.close();
    if (!fixtures.wishlists[0]) console.log('  (no shared wishlist in the demo data yet)');
    console.log(
      [
        '  "painted here": the largest paint this Chromium saw, unthrottled, in Lighthouse\'s median run. Lighthouse',
        '  simulates LCP from that trace and counts every request that finished before this paint as',
        '  needed for it, scripts included: a page therefore asks for its scripts only after it has painted.',
      ].join('\n'),
    );
  }
  if (runs('offline')) await printOfflineFigures({ url: edgeUrl + reservationPath, metafile, manifest });

  if (runs('phone')) {
    console.log(
      `\nIn a phone-like Chromium (DevTools: 150 ms round trip, 1.6 Mbps down, 4x CPU), production mode; the medians of ${PHONE_RUNS} fresh loads`,
    );
    console.log('page                           first paint   hydrated');
    for (const [name, path] of guestPages.slice(0, 2)) {
      const { paint, hydrated } = await phoneTiming(edgeUrl + path);
      console.log(`${name.padEnd(30)}${pad(paint.toFixed(0), 9)} ms${pad(hydrated.toFixed(0), 8)} ms`);
    }
  }
  if (runs('scan')) {
    // The easy pre-check-in: its travellers step asks the main guest's document, so a scan fills it.
    const easy = fixtures.precheckins.find((p) => p.number === '4815162352');
    if (!easy) throw new Error('the demo data has no pre-check-in 4815162352');
    const picture = 'e2e/fixtures/mrz/td3-photographed.jpg';
    const { openMs, readMs, workerMs, phoneMs, slowestPhoneMs } = await scanTiming(
      `${edgeUrl}/precheckins/${easy.token}/travellers?lang=en`,
      picture,
    );
    console.log(
      `\nPassport scan in a phone-like Chromium (150 ms round trip, 1.6 Mbps down, 4x CPU), ${picture}; medians of ${SCAN_RUNS} fresh phones`,
    );
    console.log(`  scan dialog opened to reader ready          ${pad(openMs.toFixed(0), 6)} ms`);
    console.log(
      `  photo chosen to fields filled, as measured   ${pad(readMs.toFixed(0), 6)} ms (the reader's worker ${workerMs.toFixed(0)} ms of it, not slowed: DevTools slows pages only)`,
    );
    console.log(
      `  the same with the worker at 4x CPU too       ${pad(phoneMs.toFixed(0), 6)} ms (slowest ${slowestPhoneMs.toFixed(0)} ms); budget <= ${SCAN_BUDGET_MS} ms: ${phoneMs > SCAN_BUDGET_MS ? 'over' : 'within'}`,
    );
  }
  edge?.close();

  if (runs('load')) {
    const reservation = benchReservation(fixtures);
    const sustained = await sustainedLoad(
      PORTAL,
      loadMix({ reservationPath, reservationToken: reservation.token, cssPath: devAsset }),
    );
    console.log(
      `\nSustained mix, production mode: ${LOAD_CONNECTIONS} connections x ${LOAD_SECONDS} s over home, the reservation page, a 404, /login, the reservation and reviews APIs, a text catalogue and the CSS`,
    );
    console.log(
      `  ${sustained.requests} requests, ${sustained.rps.toFixed(0)} req/s, p50 ${sustained.p50} ms, p99 ${sustained.p99} ms, errors ${sustained.errors} (must be 0); ${JSON.stringify(sustained.statuses)}`,
    );
  }
} finally {
  stopAll();
}
