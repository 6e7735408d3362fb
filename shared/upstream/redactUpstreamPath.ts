import { isWellFormedToken } from '../site/paths.ts';

/**
 * Segments after which the next one is a secret or personal: reservation, voucher, pre-check-in,
 * invite and wishlist tokens, verification codes, e-mail addresses. `voucher` is also a sub-resource of
 * `reservations` and stays readable there.
 */
const SECRET_AFTER = new Set([
  'reservations',
  'voucher',
  'precheckins',
  // Issue 31: `precheckins/invites/{invite token}`.
  'invites',
  'wishlists',
  'authcodes',
  'emails',
]);

/**
 * An upstream path fit for a log line: the query dropped, and every secret segment replaced.
 * `redactPath` (shared/site/paths.ts) covers the portal's own page paths, which carry a token right
 * after their first segment; upstream paths carry them deeper (`/webcc-api/v1/booking/
 * reservations/voucher/{token}`), so each segment is judged by the one before it, and any segment
 * shaped like a token is taken out wherever it stands.
 */
export function redactUpstreamPath(path: string): string {
  const segments = path.split('?')[0]!.split('/');
  return segments
    .map((segment, index) => {
      const before = segments[index - 1] ?? '';
      const secretPlace = SECRET_AFTER.has(before) && !SECRET_AFTER.has(segment) && segment !== '';
      return secretPlace || isWellFormedToken(segment) ? '[token]' : segment;
    })
    .join('/');
}
