import type { Env, ExecutionContext } from '../env.ts';
import type { Upstreams } from '../upstreams.ts';
import type { CatalogFor } from '../../shared/site/render.ts';
import { portalNow } from '../../shared/site/portalClock.ts';
import { createLogger, describeError } from '../log.ts';
import { checkReveals } from './revealCheck.ts';
import { webPushServices, type PushService } from './pushService.ts';

interface RevealCheckOptions {
  upstreams: (env: Env, ctx: ExecutionContext) => Upstreams;
  catalog: CatalogFor;
  pushService?: PushService;
}

/**
 * The due reveal check: the Cron Trigger's (wrangler.toml, every five minutes) in production, and in
 * local mode also right after the sandbox's clock moves (entry/localSandbox.ts), so a demo or a test
 * sees the message at once.
 */
export function dueRevealChecks({ upstreams, catalog, pushService = webPushServices }: RevealCheckOptions) {
  const run = async (env: Env, ctx: ExecutionContext) => {
    const log = createLogger(crypto.randomUUID(), '/__scheduled/reveal-check');
    try {
      return await checkReveals(
        {
          env,
          webcc: upstreams(env, ctx)['webcc-api'],
          service: pushService,
          catalog,
          log,
          now: portalNow(),
        },
        { due: true },
      );
    } catch (error) {
      log.error('reveal check failed', { cause: describeError(error) });
      return { sent: 0 };
    }
  };
  return {
    run,
    scheduled: (_controller: ScheduledController, env: Env, ctx: ExecutionContext) =>
      ctx.waitUntil(run(env, ctx)),
  };
}
