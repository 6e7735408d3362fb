import { isWellFormedToken } from '../../shared/site/paths.ts';

/**
 * Issue 14: the calls the portal makes, by method and path (SPEC §7, plus the account, wishlist and
 * document calls the portal added), with what the edge asks of each:
 * - the same-origin proxy forwards these and nothing else;
 * - a call keyed by booking number names the number in its first group (or, for a look-up, in its
 *   query), and passes only with that booking's token (X-Reservation-Token);
 * - a limited call counts against the client's limits (rateLimit/), the browser's and a page's own:
 *   `code` (sending or checking a reservation's or a booking link's code), `form` (a form a stranger
 *   could repeat to mail others);
 * - a call that names a secret token (in its first group, or in its body) counts an unknown one, a
 *   404, as a miss against the client's unknown-token limit.
 */
type BindingLimit = 'code' | 'form';

interface CallFacts {
  /** The browser's headers the call needs besides those every call may carry (BROWSER_HEADERS). */
  headers?: readonly string[];
  keyedByBookingNumber?: true;
  /** The booking numbers a look-up names in its query. */
  bookingNumbersInQuery?: (query: URLSearchParams) => string[];
  limit?: BindingLimit;
  token?: 'inPath' | 'inBody';
}

interface PortalCall extends CallFacts {
  methods: readonly string[];
  path: RegExp;
}

const call = (methods: string, path: string, facts: CallFacts = {}): PortalCall => ({
  methods: methods.split('|'),
  path: new RegExp(`^${path}$`),
  ...facts,
});
const BY_NUMBER = { keyedByBookingNumber: true } as const;
/** SPEC §6: a change to a booking carries its verified code (`Authorization: Authcode 123456`). */
const WITH_CODE = { ...BY_NUMBER, headers: ['authorization'] } as const;
const TOKEN_IN_PATH = { token: 'inPath' } as const;
const TOKEN_IN_BODY = { token: 'inBody' } as const;

/**
 * One segment: no `/`, and none encoded either (`%2F`, `%5C`), nor an encoded `%` that a service
 * decoding twice would read as one (issue 28 point 8): `reservations/4815162342%2FcheckPrice` is no
 * token look-up. The normalised path (normalizedPath.ts) writes every escape in upper case.
 */
const ANY = '(?:[^/%]|%(?!2F|5C|25)[0-9A-F]{2})+';
/** One or more segments, for paths that name a page or a picture by its own path. */
const SEGMENTS = `${ANY}(?:/${ANY})*`;
const RESERVATIONS = '/webcc-api/v1/booking/reservations';
const NUMBER = '(\\d+)';
const PRECHECKINS = '/webcc-api/v1/booking/precheckins';
const PRECHECKIN = `${PRECHECKINS}/(${ANY})`;
const WISHLISTS = '/guestworld-api/v2/wishlists';

/**
 * Issue 28 point 9: every booking a reviews query names, in any `filters` parameter and at any place
 * of its comma list, however the key is spelt: a service may read any of them.
 */
function reservationsInFilters(query: URLSearchParams): string[] {
  const pairs = query.getAll('filters').flatMap((filters) => filters.split(','));
  const named = pairs.flatMap((pair) => {
    const [key = '', ...value] = pair.split(':');
    return key.trim().toLowerCase() === 'reservation' ? [value.join(':').trim()] : [];
  });
  return [...new Set(named)];
}

const PORTAL_CALLS: readonly PortalCall[] = [
  // A page's configuration, by host and path; the home page's path ends in a slash.
  call('GET', `/conf-api/v1/pages/${SEGMENTS}/?`),
  call('GET', `/validation-api/v1/emails/${ANY}`),
  call('GET', '/webcc-api/v1/partners', { headers: ['jwt'] }),
  call('GET', `/webcc-api/v1/accommodations/${ANY}(/${ANY})?`),
  call('GET', `/webcc-api/v1/pictures/${SEGMENTS}`),
  // The reviews of a stay name its booking (`filters=reservation:N`): which review a booking has is its guest's.
  call('GET', '/webcc-api/v1/reviews', { bookingNumbersInQuery: reservationsInFilters }),
  call('POST', '/webcc-api/v1/forms/reviews', TOKEN_IN_BODY),
  // Forms that mail an address the sender types (issue 28).
  call('POST', '/webcc-api/v1/forms/(?:personalCatalog|reservationLink)', { limit: 'form' }),
  call('POST', '/webcc-api/v1/translations'),
  call('GET', `${RESERVATIONS}/(?:voucher/)?(${ANY})`, TOKEN_IN_PATH),
  call('GET', `${RESERVATIONS}/(${ANY})/documents/${ANY}`, TOKEN_IN_PATH),
  // Issue 30: the arrival information, its code and Wi-Fi password sent only once the reveal rule holds.
  call('GET', `${RESERVATIONS}/(${ANY})/arrival`, TOKEN_IN_PATH),
  call('GET|POST', `${RESERVATIONS}/${NUMBER}/authcodes/${ANY}`, { ...BY_NUMBER, limit: 'code' }),
  // A change is saved against the version the guest saw (X-LastModified).
  call('PUT', `${RESERVATIONS}/${NUMBER}`, { ...WITH_CODE, headers: ['authorization', 'x-lastmodified'] }),
  call('DELETE', `${RESERVATIONS}/${NUMBER}`, WITH_CODE),
  call('POST', `${RESERVATIONS}/${NUMBER}/refund`, WITH_CODE),
  call('POST', `${RESERVATIONS}/${NUMBER}/payments`, BY_NUMBER),
  call('GET', `${RESERVATIONS}/${NUMBER}/checkPrice`, BY_NUMBER),
  call('GET', `${PRECHECKINS}/(${ANY})`, TOKEN_IN_PATH),
  call('POST', PRECHECKIN, TOKEN_IN_PATH),
  call('POST', `${PRECHECKIN}/(?:contact|confirm|customer|pax|travellers|services)`, TOKEN_IN_PATH),
  call('PUT', `${PRECHECKIN}/guestregistration`, TOKEN_IN_PATH),
  // Issue 31: the main guest issues (again) or withdraws a fellow traveller's invite by its number...
  call('POST|DELETE', `${PRECHECKIN}/invites/\\d{1,2}`, TOKEN_IN_PATH),
  // ...and the invited traveller reads and saves their own entry by the invite's token.
  call('GET|PUT', `${PRECHECKINS}/invites/(${ANY})`, TOKEN_IN_PATH),
  call('GET|POST|PUT|DELETE', '/guestworld-api/v2/users'),
  call('POST|DELETE', '/guestworld-api/v2/users/picture'),
  call('POST', '/guestworld-api/v2/users/link', { limit: 'code', ...TOKEN_IN_BODY }),
  call('GET', `/guestworld-api/v2/users/pictures/${ANY}`),
  call('GET', `/guestworld-api/v2/users/reservations/${ANY}/documents/${ANY}`),
  call('GET|POST', WISHLISTS),
  call('GET', `${WISHLISTS}/shared/(${ANY})`, TOKEN_IN_PATH),
  call('PATCH|DELETE', `${WISHLISTS}/${ANY}`),
  call('PUT|DELETE', `${WISHLISTS}/${ANY}/properties/${ANY}`),
  call('POST|DELETE', `${WISHLISTS}/${ANY}/share`),
];

type PortalCallMatch = { kind: 'unknown' } | { kind: 'allowed'; bookingNumber: string | null };

function findPortalCall(method: string, pathname: string) {
  for (const known of PORTAL_CALLS) {
    if (!known.methods.includes(method)) continue;
    const match = known.path.exec(pathname);
    if (match) return { known, group: match[1] ?? null };
  }
  return undefined;
}

/** Whether the browser's call is one the portal makes, and the booking number it is keyed by. */
export function portalCall(method: string, pathname: string, query = new URLSearchParams()): PortalCallMatch {
  const found = findPortalCall(method, pathname);
  if (!found) return { kind: 'unknown' };
  const { keyedByBookingNumber, bookingNumbersInQuery } = found.known;
  if (keyedByBookingNumber) return { kind: 'allowed', bookingNumber: found.group };
  const named = bookingNumbersInQuery?.(query) ?? [];
  // A call carries one booking's token: a query naming two bookings is none the portal makes.
  if (named.length > 1) return { kind: 'unknown' };
  return { kind: 'allowed', bookingNumber: named[0] ?? null };
}

/**
 * What a browser's call may carry to any service: what it accepts and what its body is. Cookies
 * (guestworld-api's session alone), the visitor's address and the edge's own headers are the
 * proxy's to set (apiProxy.ts).
 */
const BROWSER_HEADERS = ['accept', 'accept-language', 'content-type', 'content-length'];

/**
 * Issue 28 point 8: the browser's headers forwarded with a call, and no others. A method override,
 * a rewritten URL, a claimed host, scheme or address, or credentials the call does not use could
 * make the service read another request than the one the edge checked.
 */
export function forwardedHeaders(method: string, pathname: string): readonly string[] {
  return [...BROWSER_HEADERS, ...(findPortalCall(method, pathname)?.known.headers ?? [])];
}

interface CallLimits {
  binding: BindingLimit | null;
  countsTokenMisses: boolean;
}

/**
 * The client's limits a call counts against. A token in the path counts only where it is shaped
 * like one: a malformed one is refused by the service, and guesses nothing.
 */
export function callLimits(method: string, pathname: string): CallLimits {
  const found = findPortalCall(method, pathname);
  const token = found?.known.token;
  return {
    binding: found?.known.limit ?? null,
    countsTokenMisses:
      token === 'inBody' || (token === 'inPath' && isWellFormedToken(found?.group ?? undefined)),
  };
}
