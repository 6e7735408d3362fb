import { Hono } from 'hono';
import type { AppEnv } from '../worker/app.ts';
import type { Env } from '../worker/env.ts';
import { executionContext } from '../worker/executionContext.ts';
import { LOCAL_CLIENT } from '../worker/rateLimit/clientAddress.ts';
import type { Upstreams } from '../worker/upstreams.ts';
import { SERVICES } from '../shared/upstream/services.ts';
import { sandboxFor } from '../sandbox/app.ts';
import { devRoutes, SANDBOX_PAGE_PATHS } from '../sandbox/dev.ts';
import { ensureFeaturesSeeded } from '../sandbox/features.ts';
import type { SandboxEnv } from '../sandbox/env.ts';

/** The sandbox's bindings in local mode: its own database and bucket, and the portal's KV for the flags. */
export function sandboxEnv(env: Env): SandboxEnv {
  if (!env.SANDBOX_DB || !env.SANDBOX_PICTURES) {
    throw new Error('Local mode needs the SANDBOX_DB and SANDBOX_PICTURES bindings (wrangler.toml)');
  }
  return { DB: env.SANDBOX_DB, PICTURES: env.SANDBOX_PICTURES, KV: env.KV };
}

/** Local mode: every upstream is the sandbox, called in-process. */
export function sandboxUpstreams(env: Env): Upstreams {
  const upstream = sandboxFor(sandboxEnv(env));
  return Object.fromEntries(SERVICES.map((service) => [service, upstream])) as Upstreams;
}

const pages = devRoutes();

/**
 * The sandbox's pages (demo data, outbox, identity service) on the portal's origin. Local mode
 * starts with the sandbox's flags in the portal's KV; operators edit them there.
 */
export function sandboxPages(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', async (c, next) => {
    await ensureFeaturesSeeded(c.env.KV);
    if (!SANDBOX_PAGE_PATHS.test(c.req.path)) return next();
    const answer = await pages.fetch(c.req.raw, sandboxEnv(c.env), executionContext(c));
    // A reset restores the demo state, the edge's count of a local run's token misses included.
    if (c.req.path === '/__dev/reset' && answer.ok) {
      await c.env.TOKEN_MISSES.get(c.env.TOKEN_MISSES.idFromName(LOCAL_CLIENT)).reset();
    }
    return answer;
  });
  return routes;
}
