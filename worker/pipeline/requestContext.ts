import { requestUrl } from '../requestUrl.ts';
import type { Env, ExecutionContext } from '../env.ts';
import { createLogger } from '../log.ts';
import type { Upstreams } from '../upstreams.ts';
import { executionContext, waitUntilOf } from '../executionContext.ts';
import { cachedPublicUpstreams } from '../publicData/cachedPublicCalls.ts';
import { createStep } from './appEnv.ts';
import { clientAddress } from '../rateLimit/clientAddress.ts';
import { rateLimitedUpstreams } from '../rateLimit/rateLimitedUpstreams.ts';
import { workerReporter } from '../reporting/workerReporter.ts';
import { reportedUpstreams } from '../reporting/reportedUpstreams.ts';

/**
 * What every later step works with: a log and an error reporter that name the request, the
 * visitor's address, and the provider's services behind the edge's rate limits for that address,
 * their failures reported, their public answers kept at the edge.
 */
export function requestContextStep(upstreamsFor: (env: Env, ctx: ExecutionContext) => Upstreams) {
  return createStep(async (c, next) => {
    c.set('log', createLogger(c.get('requestId'), requestUrl(c.req.raw).pathname));
    const client = clientAddress(c.req.raw, c.env);
    c.set('client', client);
    const reportError = workerReporter({
      env: c.env,
      ctx: executionContext(c),
      request: c.req.raw,
      requestId: c.get('requestId'),
    });
    c.set('reportError', reportError);
    const upstreams = rateLimitedUpstreams(upstreamsFor(c.env, executionContext(c)), c.env, client);
    c.set(
      'upstreams',
      cachedPublicUpstreams(reportedUpstreams(upstreams, reportError), { waitUntil: waitUntilOf(c) }),
    );
    await next();
  });
}
