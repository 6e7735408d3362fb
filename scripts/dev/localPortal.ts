// What `npm start` and `npm run dev` do once the browser bundle is in dist/client: apply the D1
// migrations, serve the portal in local mode (sandbox mounted) on 127.0.0.1:$PORT (8787) with
// `wrangler dev` (which rebuilds the worker on every change, and reloads it when dist/client
// changes), and print where the demo data is.
import { rm } from 'node:fs/promises';
import { waitUntilUp, wranglerServe, wranglerSync } from './wrangler.ts';
import { readDemoData } from './demoData.ts';

const port = process.env.PORT ?? '8787';
const persist = process.env.PERSIST_TO ? ['--persist-to', process.env.PERSIST_TO] : [];
// Servers started together (one per journey worker) would race for wrangler's default, 9229: `0` takes any free port.
const inspector = process.env.INSPECTOR_PORT ? ['--inspector-port', process.env.INSPECTOR_PORT] : [];
// Variables of wrangler.toml that the environment may override for this run.
// TRUST_CF_CONNECTING_IP=true makes each CF-Connecting-IP a client of its own, as Cloudflare's edge
// does: for a test that sends thousands of requests as many visitors rather than as one.
const OVERRIDABLE = [
  'FRAME_ANCESTORS',
  'PARTNER_FRAME_ANCESTORS',
  'FEATURES_CACHE_SECONDS',
  'CONTACT_PHONE',
  'TRUST_CF_CONNECTING_IP',
];
// Local telemetry (README, `/__dev/reports.json`): errors go to the sandbox's reporting sink, and the tag
// manager is the sandbox's stand-in; the environment may point them elsewhere.
const telemetry = {
  SENTRY_DSN: process.env.SENTRY_DSN ?? `http://sandbox@127.0.0.1:${port}/__dev/reports/1`,
  GTM_ID: process.env.GTM_ID ?? 'GTM-SANDBOX',
  GTM_SCRIPT_URL: process.env.GTM_SCRIPT_URL ?? '/__dev/gtm.js',
};
// The sandbox's identity service sends browsers, and its mails link, to this origin (never a request's Host).
const portal = { IDENTITY_UI_URL: `http://127.0.0.1:${port}` };
const vars = [
  ...OVERRIDABLE.filter((name) => process.env[name]).map((name) => [name, process.env[name]]),
  ...Object.entries(telemetry),
  ...Object.entries(portal),
].flatMap(([name, value]) => ['--var', `${name}:${value}`]);

/** FRESH=1 (the browser journeys) starts from the demo data alone. */
export async function forgetLocalDataWhenFresh() {
  if (process.env.FRESH === '1' && process.env.PERSIST_TO) {
    await rm(process.env.PERSIST_TO, { recursive: true, force: true });
  }
}

/** Migrates, serves until stopped, and prints the demo links once the portal answers. */
export async function serveLocalPortal() {
  // The portal's own database and, apart from it, the sandbox's.
  for (const database of ['DB', 'SANDBOX_DB'])
    wranglerSync(['d1', 'migrations', 'apply', database, '--local', ...persist]);
  const server = wranglerServe([
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--show-interactive-dev-session=false',
    // wrangler's request log would print token paths: keep it at warnings.
    '--log-level',
    'warn',
    ...persist,
    ...inspector,
    ...vars,
  ]);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));

  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${origin}/liveness`);
  const fixtures = await readDemoData(origin);
  if (!fixtures) {
    console.log(`
Guest portal (local mode, sandbox mounted) on ${origin}
  Its demo data could not be read: open ${origin}/__dev/fixtures.json for the links once it answers.
`);
    return;
  }
  console.log(`
Guest portal (local mode, sandbox mounted) on ${origin}
  Home            ${origin}/?lang=en   ·   ${origin}/?lang=de
  Mailbox         ${origin}/__dev/mailbox
  Demo data       ${origin}/__dev/fixtures.json
  Error reports   ${origin}/__dev/reports.json   ·   Tag manager ${origin}/__dev/tagmanager.json
  Reservations:
${fixtures.reservations.map((r) => `    ${r.number} ${r.state} (${r.language})  ${origin}${r.url}`).join('\n')}
  Accounts (sign in at ${origin}/login?lang=en):
${fixtures.accounts.map((a) => `    ${a.email}  ${a.password}`).join('\n')}
`);
}
