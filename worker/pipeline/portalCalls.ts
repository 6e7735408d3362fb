import { isWellFormedToken } from '../../shared/routes/paths.ts';
import { reservationsInFilters } from '../../shared/upstream/reviewFilters.ts';
import { CALL_BOOK, findCall, type CompiledCall } from '../../shared/upstream/callBook.ts';

/**
 * What the edge asks of a browser's call, from the call table (shared/upstream/calls.ts): the
 * same-origin proxy forwards the table's calls and nothing else; one keyed by a booking number
 * passes only with that booking's token; a limited one counts against the client's limits
 * (rateLimit/); one that names a secret token counts an unknown one, a 404, as a miss against the
 * client's unknown-token limit.
 */
type PortalCallMatch = { kind: 'unknown' } | { kind: 'allowed'; bookingNumber: string | null };

/** Whether the browser's call is one the portal makes, and the booking number it is keyed by. */
export function portalCall(
  method: string,
  pathname: string,
  query = new URLSearchParams(),
  book: readonly CompiledCall[] = CALL_BOOK,
): PortalCallMatch {
  const found = findCall(method, pathname, book);
  if (!found) return { kind: 'unknown' };
  const { bookingNumber } = found.entry;
  if (bookingNumber === 'inPath') return { kind: 'allowed', bookingNumber: found.params.number ?? null };
  const named = bookingNumber === 'inReviewFilters' ? reservationsInFilters(query) : [];
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
 * The browser's headers forwarded with a call, and no others. A method override, a rewritten URL,
 * a claimed host, scheme or address, or credentials the call does not use could make the service
 * read another request than the one the edge checked.
 */
export function forwardedHeaders(method: string, pathname: string): readonly string[] {
  return [...BROWSER_HEADERS, ...(findCall(method, pathname)?.entry.headers ?? [])];
}

interface CallLimits {
  binding: 'code' | 'form' | null;
  countsTokenMisses: boolean;
}

/**
 * The client's limits a call counts against. A token in the path counts only where it is shaped
 * like one: a malformed one is refused by the service, and guesses nothing.
 */
export function callLimits(
  method: string,
  pathname: string,
  book: readonly CompiledCall[] = CALL_BOOK,
): CallLimits {
  const found = findCall(method, pathname, book);
  const token = found?.entry.token;
  return {
    binding: found?.entry.limit ?? null,
    countsTokenMisses: token === 'inBody' || (token === 'inPath' && isWellFormedToken(found?.params.token)),
  };
}
