import { Toucan } from 'toucan-js';
import type { Env, ExecutionContext } from './env.ts';
import { redactPath } from '../shared/paths.ts';

/** SPEC §8: expected client errors are not reported. */
const UNREPORTED_STATUSES = new Set([401, 403, 404, 422]);

function isReportable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && UNREPORTED_STATUSES.has(status));
}

/**
 * Sends an error to the reporting service when a DSN is configured. The request goes without
 * cookies, headers or a token in its path.
 */
export function reportError(
  env: Env,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  request: Request,
  error: unknown,
): void {
  if (!env.SENTRY_DSN || !isReportable(error)) return;
  const url = new URL(request.url);
  url.pathname = redactPath(url.pathname);
  url.search = '';
  const toucan = new Toucan({
    dsn: env.SENTRY_DSN,
    context: ctx,
    request: new Request(url, { method: request.method }),
    requestDataOptions: { allowedHeaders: false, allowedCookies: false, allowedSearchParams: false },
    tracesSampleRate: Number(env.SENTRY_TRACES_SAMPLE_RATE ?? '0.1'),
  });
  toucan.captureException(error);
}
