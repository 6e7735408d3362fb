/**
 * Issue 29 point 2: the calls whose answers are the same for everyone (an accommodation's
 * description and pictures, and its rating: the totals that come with a page of one review), and so
 * may be kept at the edge for all guests. A call is public only as a whole: its method, its path,
 * every query parameter and every header it carries. Anything else (a reservation, a pre-check-in,
 * a review a booking wrote, a call with a cookie, a token or a code) is personal and never kept.
 * The pages of reviews are not kept either: a guest who has just published one reads them next,
 * and expects to find it there.
 */

/** An accommodation code as the provider writes them (`IT3020.100.1`). */
const CODE = '[A-Za-z0-9][A-Za-z0-9.-]{0,39}';
const ACCOMMODATION = new RegExp(`^/webcc-api/v1/accommodations/${CODE}(?:/[a-z]{2})?$`);
const REVIEWS = '/webcc-api/v1/reviews';
const ACCOMMODATION_FILTER = new RegExp(`^accommodation:${CODE}$`);
/** The card's call for the rating: the first page, of one review (web/features/accommodation/reviews.ts). */
const RATING_PAGE = { page: '1', pagesize: '1' };
const RATING_PARAMETERS = ['filters', ...Object.keys(RATING_PAGE)];

/**
 * The headers a public call may carry: none says who asks, and none changes the answer (the
 * language is in the path). A call with any other (cookie, authorization, a reservation token, a
 * partner's jwt) is left alone.
 */
const HARMLESS_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
]);

/**
 * The key a public call's answer is kept under (its path and canonical query, nothing of the
 * caller's), or null for any call that is not public.
 */
export function publicCallKey(request: Request): string | null {
  if (request.method !== 'GET') return null;
  for (const name of request.headers.keys()) if (!HARMLESS_HEADERS.has(name)) return null;
  const { pathname, searchParams } = new URL(request.url);
  if (ACCOMMODATION.test(pathname)) return searchParams.size === 0 ? pathname : null;
  if (pathname !== REVIEWS) return null;
  const names = [...searchParams.keys()];
  if (names.length !== RATING_PARAMETERS.length || !RATING_PARAMETERS.every((name) => names.includes(name)))
    return null;
  const filters = searchParams.get('filters')!;
  const isRating = Object.entries(RATING_PAGE).every(([name, value]) => searchParams.get(name) === value);
  if (!ACCOMMODATION_FILTER.test(filters) || !isRating) return null;
  return `${REVIEWS}?${new URLSearchParams({ filters, ...RATING_PAGE })}`;
}
