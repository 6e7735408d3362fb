import { Hono } from 'hono';
import type { Env, ExecutionContext } from './env.ts';
import type { Upstreams } from './upstreams.ts';
import { SERVICES } from '../shared/upstream/services.ts';
import { describeError } from './log.ts';
import { timingSafeEqual } from 'hono/utils/buffer';
import { STRICT_TRANSPORT_SECURITY } from './securityHeaders.ts';

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

/** Probes carry the headers of every answer, though no middleware runs before them. */
const PROBE_HEADERS = {
  'Cache-Control': 'no-store',
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'X-Content-Type-Options': 'nosniff',
};

/** The header an operator sends, with `READINESS_TOKEN`, to see each dependency's state and timing. */
const READINESS_TOKEN_HEADER = 'X-Readiness-Token';

async function isOperator(configured: string | undefined, sent: string | undefined): Promise<boolean> {
  return Boolean(configured) && Boolean(sent) && (await timingSafeEqual(configured ?? '', sent ?? ''));
}

/** Health probes: answered before any other middleware runs. */
export function healthRoutes(upstreamsFor: (env: Env, ctx: ExecutionContext) => Upstreams) {
  const health = new Hono<{ Bindings: Env }>();
  health.get('/liveness', (c) => c.json({ status: 'ok' }, 200, PROBE_HEADERS));
  health.get('/readiness', async (c) => {
    const upstreams = upstreamsFor(c.env, c.executionCtx as unknown as ExecutionContext);
    const entries = await Promise.all([
      timed(() => c.env.KV.get('readiness-probe')).then((r) => ['kv', r] as const),
      timed(() => c.env.DB.prepare('SELECT 1').first()).then((r) => ['d1', r] as const),
      ...SERVICES.map((service) =>
        timed(() => upstreamAnswers(upstreams[service], `/${service}/`)).then((r) => [service, r] as const),
      ),
    ]);
    const failed = entries.filter(([, result]) => !result.ok).map(([name]) => name);
    const status = failed.length === 0 ? 'ok' : 'fail';
    // Which dependency is down, and how slow each is, is for operators; everyone else gets the status.
    const detail = (await isOperator(c.env.READINESS_TOKEN, c.req.header(READINESS_TOKEN_HEADER)))
      ? { failed, checks: Object.fromEntries(entries) }
      : {};
    return c.json({ status, ...detail }, failed.length === 0 ? 200 : 503, PROBE_HEADERS);
  });
  return health;
}
