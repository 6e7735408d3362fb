import { redactPath } from './paths.ts';
import { pageMatchAt } from './routeFacts.ts';
import { RESERVATION_TRACKING_SECTION } from './routeTable.ts';
import { ROUTE_PATHS } from './routePaths.ts';

const RESERVATION_PAGES = `${ROUTE_PATHS.get('layout-reservations')}/`;

/**
 * The path a page view reports (SPEC §2): a reservation's pages as `/reservations/management/{x}`
 * (`overview` for the reservation itself), any other token replaced.
 */
export function trackingPath(pathname: string): string {
  const page = pageMatchAt(pathname);
  const path = page && ROUTE_PATHS.get(page.id);
  if (path === ROUTE_PATHS.get('reservation') || path?.startsWith(RESERVATION_PAGES)) {
    const child = path!.slice(RESERVATION_PAGES.length);
    return `/reservations/${RESERVATION_TRACKING_SECTION}/${child || 'overview'}`;
  }
  return redactPath(pathname);
}
