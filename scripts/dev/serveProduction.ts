// The production bundle served locally, its upstreams answered by the sandbox as a separate
// worker: production mode end to end on one machine. Used by `npm run bench`; runnable alone.
import { rm } from 'node:fs/promises';
import type { StdioOptions } from 'node:child_process';
import { waitUntilUp, wranglerServe, wranglerSync } from './wrangler.ts';

export const SERVICES = ['conf-api', 'webcc-api', 'guestworld-api', 'validation-api'];

const serveFlags = (state: string) => [
  '--ip',
  '127.0.0.1',
  '--log-level',
  'error',
  '--show-interactive-dev-session=false',
  '--persist-to',
  state,
];

// A worker started beside others (a test's) takes any free inspector port (0) rather than race for 9229.
const inspectorFlags = (port: number | undefined) =>
  port === undefined ? [] : ['--inspector-port', String(port)];

export async function serveProduction({
  sandboxPort = 8788,
  portalPort = 8789,
  state = '.wrangler/production-state',
  stdio = 'ignore' as StdioOptions,
  onSandboxUp = () => {},
  vars = {} as Record<string, string>,
  inspectorPort = undefined as number | undefined,
  upWithinMs = undefined as number | undefined,
} = {}) {
  await rm(state, { recursive: true, force: true });
  wranglerSync([
    'd1',
    'migrations',
    'apply',
    'DB',
    '--local',
    '-c',
    'sandbox/wrangler.toml',
    '--persist-to',
    state,
  ]);

  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const sandbox = wranglerServe(
    [
      'dev',
      '-c',
      'sandbox/wrangler.toml',
      '--port',
      String(sandboxPort),
      '--var',
      `IDENTITY_CORS_ORIGINS:${portalUrl}`,
      '--var',
      `IDENTITY_UI_URL:${portalUrl}`,
      ...serveFlags(state),
      ...inspectorFlags(inspectorPort),
    ],
    { stdio },
  );
  try {
    await waitUntilUp(`${sandboxUrl}/__dev/fixtures.json`, upWithinMs);
    onSandboxUp();
    const portal = await servePortal({
      portalPort,
      upstreamsUrl: sandboxUrl,
      state,
      stdio,
      vars,
      inspectorPort,
      upWithinMs,
    });
    return { sandbox, portal, sandboxUrl, portalUrl };
  } catch (error) {
    // A caller that never gets the processes cannot stop them.
    sandbox.kill('SIGTERM');
    throw error;
  }
}

/**
 * The production bundle alone on `portalPort`, its upstreams (and the identity service) at
 * `upstreamsUrl`: the sandbox, or anything that answers as it does, with any further `vars`.
 * Resolves once it answers, or fails after `upWithinMs`.
 */
export async function servePortal({
  portalPort,
  upstreamsUrl,
  state,
  stdio = 'ignore',
  vars = {},
  inspectorPort,
  upWithinMs,
}: {
  portalPort: number;
  upstreamsUrl: string;
  state: string;
  stdio?: StdioOptions;
  vars?: Record<string, string>;
  inspectorPort?: number;
  upWithinMs?: number;
}) {
  wranglerSync(['d1', 'migrations', 'apply', 'DB', '--local', '--env', 'production', '--persist-to', state]);
  const upstreamVars = [
    ...SERVICES.flatMap((service) => [
      '--var',
      `${service.split('-')[0]!.toUpperCase()}_API_URL:${upstreamsUrl}/${service}`,
    ]),
    // The browser signs in with the sandbox's identity service as it would with an Ory project.
    '--var',
    `IDENTITY_URL:${upstreamsUrl}`,
    // The picture host is the sandbox's picture route (resizing is Cloudflare's, not the local runtime's).
    '--var',
    `PICTURES_URL:${upstreamsUrl}/webcc-api/v1/pictures`,
    // The local runtime, unlike Cloudflare's edge, would buffer the pages it compresses.
    '--var',
    'PAGE_CONTENT_ENCODING:identity',
    // Nor is there a Cloudflare edge to vouch for CF-Connecting-IP: every local visitor is one
    // (unless `vars` says otherwise, for a test that plays many visitors).
    ...Object.entries({ TRUST_CF_CONNECTING_IP: 'false', ...vars }).flatMap(([name, value]) => [
      '--var',
      `${name}:${value}`,
    ]),
  ];
  const portal = wranglerServe(
    [
      'dev',
      '--env',
      'production',
      '--minify',
      '--port',
      String(portalPort),
      ...serveFlags(state),
      ...inspectorFlags(inspectorPort),
      ...upstreamVars,
    ],
    { stdio },
  );
  try {
    await waitUntilUp(`http://127.0.0.1:${portalPort}/liveness`, upWithinMs);
  } catch (error) {
    portal.kill('SIGTERM');
    throw error;
  }
  return portal;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildClient } = await import('../build/buildClient.ts');
  await buildClient();
  const { sandbox, portal, portalUrl, sandboxUrl } = await serveProduction({ stdio: 'inherit' });
  const stop = () => [sandbox, portal].forEach((p) => p.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`Production bundle on ${portalUrl}; its upstreams (the sandbox) on ${sandboxUrl}`);
}
