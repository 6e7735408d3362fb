import type { Env, ExecutionContext } from '../env.ts';
import { createLogger } from '../log.ts';
import type { Upstreams } from '../upstreams.ts';
import { executionContext } from '../executionContext.ts';
import { createStep } from './appEnv.ts';

/** What every later step works with: a log that names the request, and the provider's services. */
export function requestContextStep(upstreamsFor: (env: Env, ctx: ExecutionContext) => Upstreams) {
  return createStep(async (c, next) => {
    c.set('log', createLogger(c.var.requestId, new URL(c.req.url).pathname));
    c.set('upstreams', upstreamsFor(c.env, executionContext(c)));
    await next();
  });
}
