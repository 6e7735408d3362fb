/** One call's bound: `:name` in the path stands for any one segment. */
interface CallTimeout {
  method: string;
  path: string;
  ms: number;
}

/** SPEC §7's per-call timeouts. The paths are the same-origin ones, service prefix first. */
const CALL_TIMEOUTS: readonly CallTimeout[] = [
  { method: 'POST', path: '/webcc-api/v1/booking/reservations/:number/authcodes/:code', ms: 90_000 },
  { method: 'PUT', path: '/webcc-api/v1/booking/reservations/:number', ms: 20_000 },
  { method: 'DELETE', path: '/webcc-api/v1/booking/reservations/:number', ms: 10_000 },
];

/**
 * Every other call. SPEC §9 sets no generic client timeout; the portal still bounds the rest at the
 * 25 s its edge always allowed, so that a hung upstream cannot hold a guest's request open.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 25_000;

/**
 * Look-ups a page waits on before its first byte (reservation language, partner, page
 * configuration): each has a fallback, so waiting longer would only delay the page.
 */
export const PAGE_LOOKUP_TIMEOUT_MS = 3_000;

function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const actual = pathname.split('/');
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}

/** The bound of a call by its method and same-origin path (without the query). */
export function timeoutFor(method: string, pathname: string): number {
  const upper = method.toUpperCase();
  return (
    CALL_TIMEOUTS.find((entry) => entry.method === upper && matches(entry.path, pathname))?.ms ??
    DEFAULT_UPSTREAM_TIMEOUT_MS
  );
}
