import { pageMatchAt } from './pageMatch.ts';
import { ROUTE_PATHS } from './routePaths.ts';

const RESERVATION = ROUTE_PATHS.get('layout-reservations')!;
const PRECHECKIN = ROUTE_PATHS.get('layout-precheckin')!;

/** The booking a page of the portal belongs to: a reservation's or a pre-check-in's token, by its route. */
export function bookingOfPage(pathname: string): { reservation?: string; precheckin?: string } {
  const page = pageMatchAt(pathname);
  const path = page ? ROUTE_PATHS.get(page.id) : undefined;
  const token = page?.params.token;
  if (path?.startsWith(RESERVATION)) return { reservation: token };
  if (path?.startsWith(PRECHECKIN)) return { precheckin: token };
  return {};
}
