import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { waitUntilUp } from '../scripts/dev/wrangler.ts';

/** The ports a Playwright worker takes from E2E_PORT up: its portal, and two partner sites. */
const PORTS_PER_WORKER = 3;
const STARTUP_LIMIT_MS = 120_000;

/** A worker's own portal: journeys in other workers never see its data, nor reset it under it. */
export interface WorkerPortal {
  origin: string;
  /** Its local state, where an operator's `wrangler … --local --persist-to` writes. */
  persistTo: string;
  /** A partner's site on another origin that may frame the portal. */
  framingPort: number;
  /** A site that is not among the frame ancestors. */
  unlistedFramingPort: number;
}

export function workerPortal(parallelIndex: number): WorkerPortal {
  const port = Number(process.env.E2E_PORT ?? '8790') + PORTS_PER_WORKER * parallelIndex;
  return {
    origin: `http://127.0.0.1:${port}`,
    persistTo: `.wrangler/e2e-state-${parallelIndex}`,
    framingPort: port + 1,
    unlistedFramingPort: port + 2,
  };
}

/**
 * Serves the browser bundle (built once, scripts/test/buildOnce.ts) from the demo data alone, and resolves
 * once the portal answers. The returned function stops the server and what it started.
 */
export async function startPortal(portal: WorkerPortal): Promise<() => Promise<void>> {
  const server = spawn(process.execPath, ['scripts/dev/serve.ts'], {
    env: {
      ...process.env,
      PORT: new URL(portal.origin).port,
      PERSIST_TO: portal.persistTo,
      FRESH: '1',
      INSPECTOR_PORT: '0',
      FRAME_ANCESTORS: `'self' http://localhost:${portal.framingPort}`,
      // A flag flipped in KV shows on the next page: the cache window's length has tests of its own
      // (worker/pipeline/flags.test.ts), and a journey would only wait it out.
      FEATURES_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops wrangler and workerd too.
    detached: true,
  });
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  };
  const failedEarly = exited.then(([code]) => {
    throw new Error(`The journeys' portal on ${portal.origin} stopped (${code}) before it answered`);
  });
  try {
    await Promise.race([waitUntilUp(`${portal.origin}/liveness`, STARTUP_LIMIT_MS), failedEarly]);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
