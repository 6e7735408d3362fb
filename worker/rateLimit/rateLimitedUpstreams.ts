import type { Env } from '../env.ts';
import type { Upstream, Upstreams } from '../upstreams.ts';
import { limitedCall } from '../pipeline/portalCalls.ts';

/** The bindings' window (rate-limiting bindings count over 10 s or 60 s; ours over 60 s). */
export const BINDING_PERIOD_S = 60;

/** SPEC §8: the guest's rate-limit answer; pages show it as the rate-limit page. */
export function tooManyAttempts(retryAfterS: number): Response {
  return Response.json(
    { error: 'rate_limited', message: 'Too many attempts. Please wait and try again' },
    { status: 429, headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' } },
  );
}

/**
 * The provider's services behind the edge's limits for one client: the browser's calls through the
 * proxy and a page's own calls alike. A limited client is answered here and the service never asked.
 */
export function rateLimitedUpstreams(upstreams: Upstreams, env: Env, client: string): Upstreams {
  const limit =
    (upstream: Upstream): Upstream =>
    async (request) => {
      const call = limitedCall(request.method, new URL(request.url).pathname);
      if (call === 'tokenLookup') return countingMisses(upstream, request, env, client);
      if (call === null) return upstream(request);
      const binding = call === 'code' ? env.CODE_LIMIT : env.FORM_LIMIT;
      const { success } = await binding.limit({ key: `${call}:${client}` });
      return success ? upstream(request) : tooManyAttempts(BINDING_PERIOD_S);
    };
  return Object.fromEntries(
    Object.entries(upstreams).map(([service, upstream]) => [service, limit(upstream)]),
  ) as Upstreams;
}

async function countingMisses(upstream: Upstream, request: Request, env: Env, client: string) {
  const counter = env.TOKEN_MISSES.get(env.TOKEN_MISSES.idFromName(client));
  const now = Date.now();
  const before = await counter.state(now);
  if (before.locked) return tooManyAttempts(before.retryAfterS);
  const answer = await upstream(request);
  if (answer.status === 404) await counter.recordMiss(now);
  return answer;
}
