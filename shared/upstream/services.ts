/** The provider's services the portal calls, each under its own same-origin path prefix. */
export const SERVICES = ['conf-api', 'webcc-api', 'guestworld-api', 'validation-api'] as const;
export type Service = (typeof SERVICES)[number];

/** The service whose prefix starts the path (`/webcc-api/...`), if any. */
export function serviceOf(pathname: string): Service | undefined {
  const first = pathname.split('/')[1];
  return SERVICES.find((service) => service === first);
}
