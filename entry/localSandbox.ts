import { Hono } from 'hono';
import type { AppEnv } from '../worker/app.ts';
import type { Env, ExecutionContext } from '../worker/env.ts';
import { executionContext } from '../worker/executionContext.ts';
import { LOCAL_CLIENT } from '../worker/rateLimit/clientAddress.ts';
import type { Upstreams } from '../worker/upstreams.ts';
import { SERVICES } from '../shared/upstream/services.ts';
import { sandboxFor } from '../sandbox/app.ts';
import { devRoutes, SANDBOX_PAGE_PATHS } from '../sandbox/dev/routes.ts';
import { ensureFeaturesSeeded } from '../sandbox/conf/flags.ts';
import type { SandboxEnv } from '../sandbox/kit/env.ts';
import { isPushStandInPath } from '../sandbox/push/pushService.ts';
import { webPushServices, type PushService } from '../worker/push/pushService.ts';

/**
 * The sandbox's bindings in local mode: its own database and bucket, the portal's KV for the flags,
 * the portal's origin, and whether CF-Connecting-IP can be believed, as the portal is told.
 */
export function sandboxEnv(env: Env): SandboxEnv {
  if (!env.SANDBOX_DB || !env.SANDBOX_PICTURES || !env.IDENTITY_UI_URL) {
    throw new Error('Local mode needs SANDBOX_DB, SANDBOX_PICTURES and IDENTITY_UI_URL (wrangler.toml)');
  }
  return {
    DB: env.SANDBOX_DB,
    PICTURES: env.SANDBOX_PICTURES,
    KV: env.KV,
    IDENTITY_UI_URL: env.IDENTITY_UI_URL,
    TRUST_CF_CONNECTING_IP: env.TRUST_CF_CONNECTING_IP,
  };
}

/** Local mode: every upstream is the sandbox, called in-process with the edge's requests. */
export function sandboxUpstreams(env: Env): Upstreams {
  const upstream = sandboxFor({ ...sandboxEnv(env), CALLED_BY_PORTAL: true });
  return Object.fromEntries(SERVICES.map((service) => [service, upstream])) as Upstreams;
}

const pages = devRoutes();

/** Whether the endpoint is the sandbox's push service, on the portal's origin. */
const isStandIn = (endpoint: URL, env: Env) =>
  !!env.IDENTITY_UI_URL &&
  endpoint.origin === new URL(env.IDENTITY_UI_URL).origin &&
  isPushStandInPath(endpoint.pathname);

/**
 * Local mode's push services: the sandbox's stand-in (`/__dev/push/:id`), called in-process as the
 * provider's services are, beside the real ones (which a local run rarely reaches).
 */
export const sandboxPushService: PushService = {
  accepts: (endpoint, env) => isStandIn(endpoint, env) || webPushServices.accepts(endpoint, env),
  send: (request, env) =>
    isStandIn(new URL(request.url), env)
      ? Promise.resolve(pages.fetch(request, sandboxEnv(env)))
      : webPushServices.send(request, env),
};

/**
 * The sandbox's pages (demo data, outbox, identity service) on the portal's origin. Local mode
 * starts with the sandbox's flags in the portal's KV; operators edit them there.
 */
export function sandboxPages({
  afterClockMoved,
}: {
  /** The portal's own work the new day makes due (the reveal check of worker/push/). */
  afterClockMoved?: (env: Env, ctx: ExecutionContext) => Promise<unknown>;
} = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', async (c, next) => {
    await ensureFeaturesSeeded(c.env.KV);
    if (!SANDBOX_PAGE_PATHS.test(c.req.path)) return next();
    const answer = await pages.fetch(c.req.raw, sandboxEnv(c.env), executionContext(c));
    // A reset restores the demo state, the edge's count of a local run's token misses included.
    if (c.req.path === '/__dev/reset' && answer.ok) {
      await c.env.TOKEN_MISSES.get(c.env.TOKEN_MISSES.idFromName(LOCAL_CLIENT)).reset();
    }
    // The portal follows the sandbox's clock (entry/worker.local.ts): what the new day makes due is
    // done before the answer, so a test that moves the clock never waits for it.
    if (c.req.path === '/__dev/clock' && c.req.method === 'POST' && answer.ok && afterClockMoved) {
      await afterClockMoved(c.env, executionContext(c));
    }
    return answer;
  });
  return routes;
}
