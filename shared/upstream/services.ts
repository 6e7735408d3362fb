/** The provider's services the portal calls, each under its own same-origin path prefix. */
export const SERVICES = ['conf-api', 'webcc-api', 'guestworld-api', 'validation-api'] as const;
export type Service = (typeof SERVICES)[number];

/** The service whose prefix starts the path (`/webcc-api/...`), if any. */
export function serviceOf(pathname: string): Service | undefined {
  const first = pathname.split('/')[1];
  return SERVICES.find((service) => service === first);
}

/**
 * The portal's own API: calls the worker answers itself (worker/push/), in the call table beside the
 * provider's and behind the same edge, but no provider's service.
 */
export const PORTAL_API_PREFIX = '/portal-api/';

/** A call the browser makes (`/webcc-api/…`, `/portal-api/…`) rather than a page: the call table names its parts. */
export function isCallPath(pathname: string): boolean {
  return serviceOf(pathname) !== undefined || pathname.startsWith(PORTAL_API_PREFIX);
}
