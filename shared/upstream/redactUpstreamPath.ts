import { isWellFormedToken } from '../routes/paths.ts';
import { secretPlaces } from './callBook.ts';

/**
 * The segments after which the next one is a secret or personal, from the call table: reservation,
 * voucher, pre-check-in, invite and wishlist tokens, verification codes, e-mail addresses.
 */
const SECRET_AFTER = /* @__PURE__ */ secretPlaces();

/**
 * An upstream path fit for a log line: the query dropped, and every secret segment replaced.
 * `redactPath` (shared/routes/paths.ts) covers the portal's own page paths, which carry a token right
 * after their first segment; upstream paths carry them deeper (`/webcc-api/v1/booking/
 * reservations/voucher/{token}`), so each segment is judged by the one before it, and any segment
 * shaped like a token is taken out wherever it stands: a page's configuration names the page.
 */
export function redactUpstreamPath(path: string, secretAfter: ReadonlySet<string> = SECRET_AFTER): string {
  const segments = path.split('?')[0]!.split('/');
  return segments
    .map((segment, index) => {
      const before = segments[index - 1] ?? '';
      const secretPlace = secretAfter.has(before) && !secretAfter.has(segment) && segment !== '';
      return secretPlace || isWellFormedToken(segment) ? '[token]' : segment;
    })
    .join('/');
}
