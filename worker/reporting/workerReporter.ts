import { Toucan } from 'toucan-js';
import type { Env, ExecutionContext } from '../env.ts';
import { isDroppedReport, reportFacts, statusOf } from '../../shared/reporting/dropRules.ts';
import { scrubReport, scrubText } from '../../shared/reporting/scrub.ts';
import { REQUEST_ID_TAG } from '../../shared/reporting/telemetry.ts';
import { RELEASE } from './release.ts';

/** Reports one request's errors to the reporting service (SPEC §1, §8); does nothing without a DSN. */
export type ReportError = (error: unknown, context?: Record<string, unknown>) => void;

/** Hands the report to the service; the tests' stand-in for fetch. */
type Fetcher = typeof fetch;

interface ReporterInput {
  env: Env;
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  request: Request;
  requestId: string;
  fetcher?: Fetcher;
}

/** SPEC §9: a sample rate of 0 to 1 from configuration, else the default. */
export function sampleRate(value: string | undefined, fallback: number): number {
  const rate = Number(value);
  return value !== undefined && value !== '' && rate >= 0 && rate <= 1 ? rate : fallback;
}

/**
 * The worker's reporter (toucan-js) for one request: the release and the request id on every
 * report, SPEC §8's drop rules, and no secret in what leaves: the request goes with its path and
 * query scrubbed and without headers or cookies, and every string of the report is scrubbed.
 */
export function workerReporter({ env, ctx, request, requestId, fetcher }: ReporterInput): ReportError {
  const dsn = env.SENTRY_DSN;
  if (!dsn) return () => {};
  return (error, context) => {
    const toucan = new Toucan({
      dsn,
      context: ctx,
      request: new Request(scrubText(request.url), { method: request.method }),
      requestDataOptions: { allowedHeaders: false, allowedCookies: false, allowedSearchParams: true },
      release: RELEASE,
      sampleRate: sampleRate(env.SENTRY_SAMPLE_RATE, 1),
      tracesSampleRate: sampleRate(env.SENTRY_TRACES_SAMPLE_RATE, 0.1),
      ...(fetcher ? { transportOptions: { fetcher } } : {}),
      beforeSend: (event, hint) =>
        isDroppedReport(reportFacts(event, hint.originalException)) ? null : scrubReport(event),
    });
    toucan.setTag(REQUEST_ID_TAG, requestId);
    const status = statusOf(error);
    if (status !== undefined) toucan.setTag('status', String(status));
    if (context) toucan.setExtras(context);
    toucan.captureException(error);
  };
}
