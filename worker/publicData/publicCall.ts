import { findCall } from '../../shared/upstream/callBook.ts';
import { PUBLIC_ANSWERS } from './publicAnswers.ts';

/**
 * The calls whose answers are the same for everyone, and so may be kept at the edge for all
 * guests: those whose entry in the call table has an `edgeCache` key for the path and query asked
 * (publicAnswers.ts). Anything else (a reservation, a pre-check-in, a review a
 * booking wrote, a call with a cookie, a token or a code) is personal and never kept.
 */

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
  const found = findCall(request.method, pathname);
  const kind = found?.entry.edgeCache;
  return kind ? PUBLIC_ANSWERS[kind](found.params, searchParams) : null;
}
