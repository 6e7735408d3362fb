// CPU per render, measured apart from the HTTP server: the worker's renderer bundled for V8 and
// called in a loop with answers held in memory. `npm run bench` builds and runs this file.
import { readFileSync } from 'node:fs';
import { renderPage } from '../web/render.server.tsx';
import { portalPage } from '../sandbox/confApi.ts';
import type { BuildManifest } from '../shared/render.ts';

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
const reported: unknown[] = [];
const calls = new Set<string>();

function answerFor(path: string): Response {
  calls.add(path);
  const call = Object.keys(answers.byCall).find((prefix) => path.startsWith(prefix));
  if (!call) throw new Error(`render probe: no answer for ${path}`);
  return Response.json(answers.byCall[call]);
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
    features: { features: {}, payloads: {} },
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

async function cpuPerRender(path: string, gzip: boolean): Promise<number> {
  const rounds = 500;
  const before = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) await render(path, gzip);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / rounds;
}

/** CPU ms per render without compression (production: the edge compresses) and with gzip in the worker. */
const results: Record<string, { plain: number; gzip: number }> = {};
for (const [name, path] of [
  ['home /', '/?lang=en'],
  ['error page (404)', '/no-such-page?lang=en'],
  ['reservation (data, streamed)', `/reservations/${TOKEN}?lang=en`],
] as const) {
  for (let i = 0; i < 200; i += 1) await render(path);
  if (reported.length > 0) throw new Error(`render probe: ${name} reported ${String(reported[0])}`);
  results[name] = { plain: await cpuPerRender(path, false), gzip: await cpuPerRender(path, true) };
}
// Every call the pages made was answered: none went to an error path.
if (calls.size !== Object.keys(answers.byCall).length) {
  throw new Error(
    `render probe: answered ${Object.keys(answers.byCall).join(', ')} but the pages called ${[...calls].join(', ')}`,
  );
}
console.log(JSON.stringify(results));
