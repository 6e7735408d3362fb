import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { waitUntilUp } from './wrangler.ts';

/**
 * `scripts/dev/serve.ts` (what `npm start` runs after its build) as a child: the local mode from the
 * demo data alone, on `origin`'s port with its own state in `persistTo` and any further variables
 * of `env`. Resolves once the portal answers, with the function that stops it and what it started.
 */
export async function startLocalPortal({
  origin,
  persistTo,
  env = {},
  startupMs = 120_000,
  stderr = 'inherit',
}: {
  origin: string;
  persistTo: string;
  env?: Record<string, string>;
  startupMs?: number;
  /** Wrangler's warnings and the worker's logged errors: a run that provokes thousands may drop them. */
  stderr?: 'inherit' | 'ignore';
}): Promise<() => Promise<void>> {
  const server = spawn(process.execPath, ['scripts/dev/serve.ts'], {
    env: {
      ...process.env,
      PORT: new URL(origin).port,
      PERSIST_TO: persistTo,
      FRESH: '1',
      // Portals started together would race for wrangler's default inspector port.
      INSPECTOR_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', stderr],
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
    throw new Error(`The local portal on ${origin} stopped (${code}) before it answered`);
  });
  try {
    await Promise.race([waitUntilUp(`${origin}/liveness`, startupMs), failedEarly]);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
