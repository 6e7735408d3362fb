/** SPEC §8: answers the portal expects (no session, no right, no such thing, invalid input) are not faults. */
const UNREPORTED_STATUSES = new Set([401, 403, 404, 422]);

/**
 * SPEC §8: errors raised by others' code are not the portal's: Google's tags, BugHerd's widget,
 * the reporting service's own scripts, browser extensions and the browser's own pages.
 */
const FOREIGN_SOURCES = [
  /^https?:\/\/([\w-]+\.)*google[\w-]*\.[a-z.]+(:\d+)?\//i,
  /^https?:\/\/([\w-]+\.)*bugherd\.com(:\d+)?\//i,
  /^https?:\/\/([\w-]+\.)*(sentry\.io|sentry-cdn\.com)(:\d+)?\//i,
  /^[a-z-]*-extension:\/\//i,
  /^chrome:\/\//i,
];

/** SPEC §8: the browser error of a cookie set without its domain. */
const MISSING_COOKIE_DOMAIN =
  /cookie.*domain.*(missing|undefined|not set|empty)|(missing|no|undefined) cookie domain/i;

/** What the drop rules look at in a report. */
export interface ReportFacts {
  /** The HTTP status the error stands for, if any. */
  status?: number | undefined;
  message?: string | undefined;
  /** Where the error was raised: the innermost stack frame's file. */
  sourceUrl?: string | undefined;
}

export function isDroppedReport({ status, message, sourceUrl }: ReportFacts): boolean {
  if (status !== undefined && UNREPORTED_STATUSES.has(status)) return true;
  if (message && MISSING_COOKIE_DOMAIN.test(message)) return true;
  return !!sourceUrl && FOREIGN_SOURCES.some((source) => source.test(sourceUrl));
}

/** The status an error carries: the portal's UpstreamError, a route's error response, a fetch client's error. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode, response } = error as {
    status?: unknown;
    statusCode?: unknown;
    response?: { status?: unknown };
  };
  const found = [status, statusCode, response?.status].find((value) => typeof value === 'number');
  return found as number | undefined;
}

/** The parts of a Sentry event the drop rules read (the browser SDK's and toucan-js's events alike). */
interface ReportEvent {
  message?: string | undefined;
  exception?: {
    values?: { type?: string; value?: string; stacktrace?: { frames?: { filename?: string }[] } }[];
  };
}

export function reportFacts(event: ReportEvent, error: unknown): ReportFacts {
  const exception = event.exception?.values?.at(-1);
  return {
    status: statusOf(error),
    message: exception?.value ?? event.message ?? (error instanceof Error ? error.message : undefined),
    sourceUrl: exception?.stacktrace?.frames?.at(-1)?.filename,
  };
}
