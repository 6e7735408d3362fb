import { redactPath } from './paths.ts';
import { routePathAt } from './routeFacts.ts';
import { RESERVATION_TRACKING_SECTION } from './routeTable.ts';
import { ROUTE_PATHS } from './routePaths.ts';

const RESERVATION = ROUTE_PATHS.get('reservation')!;

/**
 * The path a page view reports (SPEC §2): a reservation's pages as `/reservations/management/{x}`
 * (`overview` for the reservation itself), any other token replaced.
 */
export function trackingPath(pathname: string): string {
  const path = routePathAt(pathname);
  if (path === RESERVATION || path?.startsWith(`${RESERVATION}/`)) {
    const page = path.slice(RESERVATION.length + 1);
    return `/reservations/${RESERVATION_TRACKING_SECTION}/${page || 'overview'}`;
  }
  return redactPath(pathname);
}
