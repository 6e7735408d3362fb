import type { Env } from '../env.ts';
import type { Upstream, Upstreams } from '../upstreams.ts';
import { callLimits } from '../pipeline/portalCalls.ts';
import { limitKey } from './limitKey.ts';

/** The bindings' window (rate-limiting bindings count over 10 s or 60 s; ours over 60 s). */
export const BINDING_PERIOD_S = 60;

/** SPEC §8: the guest's rate-limit answer; pages show it as the rate-limit page. */
export function tooManyAttempts(retryAfterS: number): Response {
  return Response.json(
    { error: 'rate_limited', message: 'Too many attempts. Please wait and try again' },
    { status: 429, headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' } },
  );
}

/** Whether the client (its `limitKey`) is within the call's limit, counting this call. */
export async function withinCallLimit(
  env: Env,
  binding: 'code' | 'form' | null,
  key: string,
): Promise<boolean> {
  if (!binding) return true;
  const limiter = binding === 'code' ? env.CODE_LIMIT : env.FORM_LIMIT;
  return (await limiter.limit({ key: `${binding}:${key}` })).success;
}

/**
 * The provider's services behind the edge's limits for one client: the browser's calls through the
 * proxy and a page's own calls alike. A client limited for guessing tokens is told so on each
 * further miss; a client over a call limit is answered here and the service never asked.
 */
export function rateLimitedUpstreams(upstreams: Upstreams, env: Env, client: string): Upstreams {
  const key = limitKey(client);
  const limit =
    (upstream: Upstream): Upstream =>
    async (request) => {
      const { binding, countsTokenMisses } = callLimits(request.method, new URL(request.url).pathname);
      const misses = countsTokenMisses ? env.TOKEN_MISSES.get(env.TOKEN_MISSES.idFromName(key)) : null;
      if (!(await withinCallLimit(env, binding, key))) return tooManyAttempts(BINDING_PERIOD_S);
      const answer = await upstream(request);
      // Only misses count, and a token that exists is answered even while its
      // address is limited: many guests share one behind hotel Wi-Fi or a mobile carrier. The
      // service is asked either way; what a limited guesser loses is every answer about a miss.
      // The counter is asked only about a miss: a token that exists costs it no round trip.
      if (answer.status !== 404 || !misses) return answer;
      const now = Date.now();
      const before = await misses.state(now);
      const after = await misses.recordMiss(now);
      return before.locked ? tooManyAttempts(after.retryAfterS) : answer;
    };
  return Object.fromEntries(
    Object.entries(upstreams).map(([service, upstream]) => [service, limit(upstream)]),
  ) as Upstreams;
}
