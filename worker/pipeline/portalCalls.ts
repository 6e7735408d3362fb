/**
 * Issue 14: the calls the portal's browser code makes, by method and path (SPEC §7, plus the
 * account, wishlist and document calls the portal added). The same-origin proxy forwards these and
 * nothing else. A call keyed by booking number names the number in its first group: the edge
 * lets it through only with that booking's token (X-Reservation-Token).
 */
interface PortalCall {
  methods: readonly string[];
  path: RegExp;
  keyedByBookingNumber?: true;
}

const call = (methods: string, path: string, keyedByBookingNumber?: true): PortalCall => ({
  methods: methods.split('|'),
  path: new RegExp(`^${path}$`),
  ...(keyedByBookingNumber ? { keyedByBookingNumber } : {}),
});

const ANY = '[^/]+';
const RESERVATIONS = '/webcc-api/v1/booking/reservations';
const NUMBER = '(\\d+)';
const PRECHECKIN = `/webcc-api/v1/booking/precheckins/${ANY}`;
const WISHLISTS = '/guestworld-api/v2/wishlists';

const PORTAL_CALLS: readonly PortalCall[] = [
  call('GET', '/conf-api/v1/pages/.+'),
  call('GET', `/validation-api/v1/emails/${ANY}`),
  call('GET', '/webcc-api/v1/partners'),
  call('GET', `/webcc-api/v1/accommodations/${ANY}(/${ANY})?`),
  call('GET', '/webcc-api/v1/pictures/.+'),
  call('GET', '/webcc-api/v1/reviews'),
  call('POST', '/webcc-api/v1/forms/(personalCatalog|reviews|reservationLink)'),
  call('POST', '/webcc-api/v1/translations'),
  call('GET', `${RESERVATIONS}/(voucher/)?${ANY}`),
  call('GET', `${RESERVATIONS}/${ANY}/documents/${ANY}`),
  call('GET|POST', `${RESERVATIONS}/${NUMBER}/authcodes/${ANY}`, true),
  call('PUT|DELETE', `${RESERVATIONS}/${NUMBER}`, true),
  call('POST', `${RESERVATIONS}/${NUMBER}/(refund|payments)`, true),
  call('GET', `${RESERVATIONS}/${NUMBER}/checkPrice`, true),
  call('GET|POST', PRECHECKIN),
  call('POST', `${PRECHECKIN}/(contact|confirm|customer|pax|travellers|services)`),
  call('PUT', `${PRECHECKIN}/guestregistration`),
  call('GET|POST|PUT|DELETE', '/guestworld-api/v2/users'),
  call('POST|DELETE', '/guestworld-api/v2/users/picture'),
  call('POST', '/guestworld-api/v2/users/link'),
  call('GET', `/guestworld-api/v2/users/pictures/${ANY}`),
  call('GET', `/guestworld-api/v2/users/reservations/${ANY}/documents/${ANY}`),
  call('GET|POST', WISHLISTS),
  call('GET', `${WISHLISTS}/shared/${ANY}`),
  call('PATCH|DELETE', `${WISHLISTS}/${ANY}`),
  call('PUT|DELETE', `${WISHLISTS}/${ANY}/properties/${ANY}`),
  call('POST|DELETE', `${WISHLISTS}/${ANY}/share`),
];

export type PortalCallMatch = { kind: 'unknown' } | { kind: 'allowed'; bookingNumber: string | null };

/** Whether the browser's call is one the portal makes, and the booking number it is keyed by. */
export function portalCall(method: string, pathname: string): PortalCallMatch {
  for (const known of PORTAL_CALLS) {
    if (!known.methods.includes(method)) continue;
    const match = known.path.exec(pathname);
    if (match)
      return { kind: 'allowed', bookingNumber: known.keyedByBookingNumber ? (match[1] ?? null) : null };
  }
  return { kind: 'unknown' };
}
