import { isWellFormedToken } from '../../shared/paths.ts';

/**
 * The calls the edge limits per client (issue 14), by method and same-origin path:
 * - `tokenLookup`: a look-up by a secret token; unknown tokens count as misses (exact window).
 * - `code`: sending or checking a reservation's 6-digit code.
 * - `form`: forms a stranger could repeat to probe or to mail others (send my link again).
 */
export type LimitedCall = 'tokenLookup' | 'code' | 'form';

const TOKEN_LOOKUPS = [
  /^\/webcc-api\/v1\/booking\/reservations\/(?:voucher\/)?([^/]+)$/,
  /^\/webcc-api\/v1\/booking\/reservations\/([^/]+)\/documents\/[^/]+$/,
  /^\/webcc-api\/v1\/booking\/precheckins\/([^/]+)$/,
  /^\/guestworld-api\/v2\/wishlists\/shared\/([^/]+)$/,
];
const CODE_CALLS = /^\/webcc-api\/v1\/booking\/reservations\/\d+\/authcodes\/[^/]+$/;
const FORMS = [/^\/webcc-api\/v1\/forms\/reservationLink$/];

export function limitedCall(method: string, pathname: string): LimitedCall | null {
  if (CODE_CALLS.test(pathname)) return 'code';
  if (method === 'POST' && FORMS.some((form) => form.test(pathname))) return 'form';
  if (method !== 'GET') return null;
  const token = TOKEN_LOOKUPS.map((pattern) => pattern.exec(pathname)?.[1]).find(Boolean);
  return token && isWellFormedToken(token) ? 'tokenLookup' : null;
}
