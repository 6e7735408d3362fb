import { Hono } from 'hono';
import type { Env, ExecutionContext } from './env.ts';
import type { Upstreams } from './upstreams.ts';
import { SERVICES } from '../shared/upstream/services.ts';
import { describeError } from './log.ts';

const CHECK_TIMEOUT_MS = 1_500;

interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = Date.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS),
      ),
    ]);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: describeError(error) };
  }
}

async function upstreamAnswers(upstream: (request: Request) => Promise<Response>, path: string) {
  const response = await upstream(
    new Request(`https://upstream.internal${path}`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }),
  );
  if (response.status >= 500) throw new Error(`answered ${response.status}`);
}

/** Health probes: answered before any other middleware runs. */
export function healthRoutes(upstreamsFor: (env: Env, ctx: ExecutionContext) => Upstreams) {
  const health = new Hono<{ Bindings: Env }>();
  health.get('/liveness', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  health.get('/readiness', async (c) => {
    const upstreams = upstreamsFor(c.env, c.executionCtx as unknown as ExecutionContext);
    const entries = await Promise.all([
      timed(() => c.env.KV.get('readiness-probe')).then((r) => ['kv', r] as const),
      timed(() => c.env.DB.prepare('SELECT 1').first()).then((r) => ['d1', r] as const),
      ...SERVICES.map((service) =>
        timed(() => upstreamAnswers(upstreams[service], `/${service}/`)).then((r) => [service, r] as const),
      ),
    ]);
    const checks = Object.fromEntries(entries);
    const failed = entries.filter(([, result]) => !result.ok).map(([name]) => name);
    return c.json(
      { status: failed.length === 0 ? 'ok' : 'fail', failed, checks },
      failed.length === 0 ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
  return health;
}
