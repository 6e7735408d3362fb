import { redactPath } from './paths.ts';

const RESERVATION_PAGE = /^\/reservations\/(?!iframepages\/|management\/)[^/]+(?:\/([^/]+))?\/?$/;

/**
 * The path a page view reports (SPEC §2): a reservation's pages as `/reservations/management/{x}`
 * (`overview` for the reservation itself), any other token replaced.
 */
export function trackingPath(pathname: string): string {
  const reservation = RESERVATION_PAGE.exec(pathname);
  if (reservation) return `/reservations/management/${reservation[1] ?? 'overview'}`;
  return redactPath(pathname);
}
