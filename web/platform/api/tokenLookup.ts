import { data } from 'react-router';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { retryAfterOf, statusOf } from '../../../shared/upstream/upstreamError.ts';
import { preload } from '../preload.ts';

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

/**
 * The status a token page answers with, as a loader's answer: 404 for an unknown
 * token, 429 with `Retry-After` for a refused one; null (200) for one found. The page still streams.
 */
export function lookupStatus(lookup: TokenLookup<unknown>) {
  if (lookup.kind === 'notFound') return data(null, { status: 404 });
  if (lookup.kind === 'rateLimited')
    return data(null, {
      status: 429,
      headers: lookup.retryAfterS === undefined ? undefined : { 'Retry-After': String(lookup.retryAfterS) },
    });
  return null;
}

/**
 * A token page's data: streamed after the shell as `preload` does, or, where the edge asks for the
 * real status first (a client that missed a token lately), waited for and answered with it.
 */
export async function preloadTokenLookup<T, K extends QueryKey>(
  { queryClient, tokenLookupsFirst }: { queryClient: QueryClient; tokenLookupsFirst?: boolean },
  options: FetchQueryOptions<TokenLookup<T>, Error, TokenLookup<T>, K>,
) {
  if (!tokenLookupsFirst) return preload(queryClient, options);
  try {
    return lookupStatus(await queryClient.ensureQueryData(options));
  } catch {
    // A failing service is the page's to show (its section's "something went wrong", reported),
    // as on the streamed path: not the root's error page.
    return null;
  }
}
