// CPU per render, measured apart from the HTTP server: the worker's renderer bundled for V8 and
// called in a loop with answers held in memory. `npm run bench` builds and runs this file.
import { readFileSync } from 'node:fs';
import { renderPage } from '../../web/app/render.server.tsx';
import { portalPage } from '../../sandbox/conf/confApi.ts';
import type { BuildManifest } from '../../shared/site/render.ts';

const build = JSON.parse(readFileSync('dist/client/builds/latest.json', 'utf8')) as BuildManifest;

/**
 * The sandbox's own answers to the calls these pages make (written by `npm run bench`), so the
 * probe renders what a guest sees. A call without an answer, or a render that reports an error,
 * stops the probe: timing an error path would be a figure for the wrong reason.
 */
const answers = JSON.parse(readFileSync(process.argv[2] ?? '.wrangler/render-answers.json', 'utf8')) as {
  token: string;
  byCall: Record<string, unknown>;
};
const TOKEN = answers.token;
/**
 * Each answer as the bytes a service sends: writing them is the service's work, not the portal's,
 * so it is done once here and not timed (reading and checking them is timed).
 */
const sent = new Map(Object.entries(answers.byCall).map(([call, body]) => [call, JSON.stringify(body)]));
const reported: unknown[] = [];
const calls = new Set<string>();

function answerFor(path: string): Response {
  calls.add(path);
  const call = Object.keys(answers.byCall).find((prefix) => path.startsWith(prefix));
  if (!call) throw new Error(`render probe: no answer for ${path}`);
  return new Response(sent.get(call), { headers: { 'content-type': 'application/json' } });
}

/** One render read to its end; with `gzip`, compressed as the worker would if it compressed itself. */
const render = (path: string, gzip = false) =>
  renderPage({
    request: new Request(`https://portal.test${path}`),
    lang: 'en',
    nonce: 'bench',
    pageConfig: portalPage('portal.test', path, 'en'),
    api: async (call) => answerFor(String(call)),
    build,
    contactPhone: '+41 44 000 00 00',
    partner: null,
    tokenLookupsFirst: false,
    flags: { features: {}, payloads: {} },
    theme: {},
    identityBase: null,
    hasSessionCookie: false,
    reportError: (error) => reported.push(error),
    telemetry: { release: 'bench', requestId: 'bench', errors: null, feedbackKey: null },
    tagManagerScript: null,
  }).then(async (response): Promise<unknown> =>
    gzip
      ? new Response(response.body!.pipeThrough(new CompressionStream('gzip'))).arrayBuffer()
      : response.text(),
  );

/** CPU ms per render over `rounds` renders. */
async function cpuPerRender(path: string, gzip: boolean, rounds: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) await render(path, gzip);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / rounds;
}

/**
 * The steady cost of a render: the median of ten batches of 100, so that a collection or another
 * process landing in one batch does not make the figure.
 */
async function steadyCpuPerRender(path: string, gzip: boolean): Promise<number> {
  const batches: number[] = [];
  for (let i = 0; i < 10; i += 1) batches.push(await cpuPerRender(path, gzip, 100));
  return batches.sort((a, b) => a - b)[5]!;
}

/**
 * CPU ms per render: a new isolate's first 200 renders (V8 still compiling and optimizing), then,
 * once warm (a worker's isolate serves far more than the 2,000 renders here), without compression
 * (production: the edge compresses) and with gzip in the worker. Measured after 200 renders, the
 * figure mixed the two: batches of 100 kept falling over the next 2,000 (DECISION.md).
 */
const results: Record<string, { firstRenders: number; plain: number; gzip: number }> = {};
for (const [name, path] of [
  ['home /', '/?lang=en'],
  ['error page (404)', '/no-such-page?lang=en'],
  ['reservation (data, streamed)', `/reservations/${TOKEN}?lang=en`],
] as const) {
  const firstRenders = await cpuPerRender(path, false, 200);
  if (reported.length > 0) throw new Error(`render probe: ${name} reported ${String(reported[0])}`);
  for (let i = 0; i < 1800; i += 1) await render(path);
  results[name] = {
    firstRenders,
    plain: await steadyCpuPerRender(path, false),
    gzip: await steadyCpuPerRender(path, true),
  };
}
// Every call the pages made was answered: none went to an error path.
if (calls.size !== Object.keys(answers.byCall).length) {
  throw new Error(
    `render probe: answered ${Object.keys(answers.byCall).join(', ')} but the pages called ${[...calls].join(', ')}`,
  );
}
console.log(JSON.stringify(results));
