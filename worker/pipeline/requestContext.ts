import type { Env, ExecutionContext } from '../env.ts';
import { createLogger } from '../log.ts';
import type { Upstreams } from '../upstreams.ts';
import { executionContext } from '../executionContext.ts';
import { createStep } from './appEnv.ts';
import { clientAddress } from '../rateLimit/clientAddress.ts';
import { rateLimitedUpstreams } from '../rateLimit/rateLimitedUpstreams.ts';

/**
 * What every later step works with: a log that names the request, the visitor's address, and the
 * provider's services behind the edge's rate limits for that address.
 */
export function requestContextStep(upstreamsFor: (env: Env, ctx: ExecutionContext) => Upstreams) {
  return createStep(async (c, next) => {
    c.set('log', createLogger(c.var.requestId, new URL(c.req.url).pathname));
    const client = clientAddress(c.req.raw, c.env);
    c.set('client', client);
    c.set('upstreams', rateLimitedUpstreams(upstreamsFor(c.env, executionContext(c)), c.env, client));
    await next();
  });
}
