import { startLocalPortal } from '../scripts/dev/startLocalPortal.ts';

/** The ports a Playwright worker takes from E2E_PORT up: its portal, and two partner sites. */
const PORTS_PER_WORKER = 3;
// A hang guard: a portal applies its migrations through wrangler before it serves, which took over
// two minutes with two suites and two more portals on this machine's two cores.
const STARTUP_LIMIT_MS = 240_000;

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
export function startPortal(portal: WorkerPortal): Promise<() => Promise<void>> {
  return startLocalPortal({
    origin: portal.origin,
    persistTo: portal.persistTo,
    env: {
      FRAME_ANCESTORS: `'self' http://localhost:${portal.framingPort}`,
      // A flag flipped in KV shows on the next page: the cache window's length has tests of its own
      // (worker/pipeline/flags.test.ts), and a journey would only wait it out.
      FEATURES_CACHE_SECONDS: '0',
    },
    startupMs: STARTUP_LIMIT_MS,
  });
}
