/** SPEC §9: the default permanent redirect status. */
const DEFAULT_REDIRECT_STATUS = 301;

type PageRedirect =
  | { kind: 'none' }
  | { kind: 'inApp'; location: string; status: number }
  | { kind: 'fullLoad'; location: string; status: number };

/**
 * SPEC §2 redirect check: a page whose configuration is a redirect sends the visitor there, with
 * the answer's status or 301; another site's address needs a full page load. Checked by hand,
 * not with a schema: the browser runs this on every navigation and the entry stays small.
 */
export function pageRedirect(
  config: { pagetype?: unknown; body?: unknown },
  currentOrigin: string,
): PageRedirect {
  if (config.pagetype !== 'redirect') return { kind: 'none' };
  const body = (config.body ?? {}) as { location?: unknown; status?: unknown };
  if (typeof body.location !== 'string' || body.location === '') return { kind: 'none' };
  const status = body.status === undefined ? DEFAULT_REDIRECT_STATUS : body.status;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 300 || status > 399)
    return { kind: 'none' };
  const url = new URL(body.location, currentOrigin);
  return url.origin === currentOrigin
    ? { kind: 'inApp', location: url.pathname + url.search + url.hash, status }
    : { kind: 'fullLoad', location: url.href, status };
}
