import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv, SandboxEnv } from './kit/env.ts';
import { confApiRoutes } from './conf/confApi.ts';
import { reservationRoutes } from './webcc/reservations.ts';
import { arrivalRoutes } from './webcc/arrivals.ts';
import { accommodationRoutes } from './webcc/accommodations.ts';
import { reviewRoutes } from './webcc/reviews.ts';
import { partnerRoutes } from './webcc/partners.ts';
import { precheckinRoutes } from './webcc/precheckins.ts';
import { precheckinInviteRoutes } from './webcc/precheckinInvites.ts';
import { emailScoreRoutes } from './validation/emailScore.ts';
import { ensureSeeded } from './seed/seed.ts';
import { simulateLatency } from './kit/latency.ts';
import { takeFault } from './kit/faults.ts';
import { guestworldRoutes } from './guestworld/routes.ts';
import { guestServiceRoutes } from './webcc/guestServices.ts';

/** The provider's services as one app: every path starts with its service's prefix. */
function createSandbox(db: D1Database): Hono<SandboxAppEnv> {
  const sandbox = new Hono<SandboxAppEnv>();
  const database = () => db;
  sandbox.use('*', async (c, next) => {
    const status = takeFault(c.req.path);
    if (status) return c.json({ error: 'injected_fault' }, status as 500);
    await simulateLatency();
    await ensureSeeded(db);
    await next();
  });
  sandbox.route('/', confApiRoutes(database));
  sandbox.route('/', reservationRoutes(database));
  sandbox.route('/', arrivalRoutes(database));
  sandbox.route('/', accommodationRoutes(database));
  sandbox.route('/', reviewRoutes(database));
  sandbox.route('/', partnerRoutes(database));
  sandbox.route('/', precheckinRoutes(database));
  sandbox.route('/', precheckinInviteRoutes(database));
  sandbox.route('/', emailScoreRoutes());
  sandbox.route('/', guestworldRoutes(database));
  sandbox.route('/', guestServiceRoutes(database));
  sandbox.get('/validation-api/', (c) => c.json({ service: 'validation-api', status: 'ok' }));
  sandbox.onError((error, c) => {
    console.error(JSON.stringify({ level: 'error', message: 'sandbox error', cause: String(error) }));
    return c.json({ error: 'internal_error' }, 500);
  });
  return sandbox;
}

const sandboxes = new WeakMap<D1Database, Hono<SandboxAppEnv>>();

/** The provider's services over the given bindings, as one fetch; the app is built once per database. */
export function sandboxFor(env: SandboxEnv): (request: Request) => Promise<Response> {
  let sandbox = sandboxes.get(env.DB);
  if (!sandbox) {
    sandbox = createSandbox(env.DB);
    sandboxes.set(env.DB, sandbox);
  }
  const app = sandbox;
  return async (request) => app.fetch(request, env);
}
