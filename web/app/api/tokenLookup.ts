import { retryAfterOf, statusOf } from '../../../shared/upstream/upstreamError.ts';

/**
 * What looking up a secret token (reservation, voucher, pre-check-in, shared wishlist) came to.
 * Unknown and refused are answers the visitor sees, not errors.
 */
export type TokenLookup<T> =
  { kind: 'found'; data: T } | { kind: 'notFound' } | { kind: 'rateLimited'; retryAfterS?: number };

/**
 * What SPEC §8's guest error page tells: a look-up that found nothing, was refused, or failed (a
 * failure reaches the page through its error boundary, see `lookUpToken`).
 */
export type TokenProblem = Exclude<TokenLookup<unknown>, { kind: 'found' }> | { kind: 'failed' };

const asThrown = (error: unknown) => error;

/**
 * Looks a token up with `call`. A failure is thrown, as `failure` makes it, not answered: so a query
 * tries once more, and the page's error boundary shows it (a pre-check-in's loader fails with 500).
 */
export async function lookUpToken<T>(
  call: () => Promise<T>,
  failure: (error: unknown) => unknown = asThrown,
): Promise<TokenLookup<T>> {
  try {
    return { kind: 'found', data: await call() };
  } catch (error) {
    const status = statusOf(error);
    // A malformed token (400) belongs to nobody, as an unknown one (404) does.
    if (status === 404 || status === 400) return { kind: 'notFound' };
    // The edge refuses a client that has guessed too many tokens, and says for how long.
    if (status === 429) return { kind: 'rateLimited', retryAfterS: retryAfterOf(error) };
    throw failure(error);
  }
}
