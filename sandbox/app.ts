import { Hono } from 'hono';
import type { D1Database } from './env.ts';
import { confApiRoutes } from './confApi.ts';
import { reservationRoutes } from './reservations.ts';
import { accommodationRoutes } from './accommodations.ts';
import { reviewRoutes } from './reviews.ts';
import { partnerRoutes } from './partners.ts';
import { precheckinRoutes } from './precheckins.ts';
import { emailScoreRoutes } from './emailScore.ts';
import { ensureSeeded } from './seed.ts';
import { simulateLatency } from './latency.ts';
import { takeFault } from './faults.ts';

/** The provider's services as one app: every path starts with its service's prefix. */
export function createSandbox(db: D1Database): Hono {
  const sandbox = new Hono();
  const database = () => db;
  sandbox.use('*', async (c, next) => {
    const status = takeFault(c.req.path.split('/')[1] ?? '');
    if (status) return c.json({ error: 'injected_fault' }, status as 500);
    await simulateLatency();
    await ensureSeeded(db);
    await next();
  });
  sandbox.route('/', confApiRoutes(database));
  sandbox.route('/', reservationRoutes(database));
  sandbox.route('/', accommodationRoutes(database));
  sandbox.route('/', reviewRoutes(database));
  sandbox.route('/', partnerRoutes(database));
  sandbox.route('/', precheckinRoutes(database));
  sandbox.route('/', emailScoreRoutes());
  sandbox.get('/guestworld-api/', (c) => c.json({ service: 'guestworld-api', status: 'ok' }));
  sandbox.get('/validation-api/', (c) => c.json({ service: 'validation-api', status: 'ok' }));
  sandbox.onError((error, c) => {
    console.error(JSON.stringify({ level: 'error', message: 'sandbox error', cause: String(error) }));
    return c.json({ error: 'internal_error' }, 500);
  });
  return sandbox;
}

const sandboxes = new WeakMap<D1Database, Hono>();

/** One sandbox app per database, built on first use. */
export function sandboxFor(db: D1Database): Hono {
  let sandbox = sandboxes.get(db);
  if (!sandbox) {
    sandbox = createSandbox(db);
    sandboxes.set(db, sandbox);
  }
  return sandbox;
}
