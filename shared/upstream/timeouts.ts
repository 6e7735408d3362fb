import { findCall } from './callBook.ts';

/**
 * Every call without a bound of its own in the call table (SPEC §7's per-call timeouts). SPEC §9
 * sets no generic client timeout; the portal still bounds the rest, so that a hung upstream cannot
 * hold a guest's request open.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 25_000;

/**
 * Look-ups a page waits on before its first byte (reservation language, partner, page
 * configuration): each has a fallback, so waiting longer would only delay the page.
 */
export const PAGE_LOOKUP_TIMEOUT_MS = 3_000;

/** The bound of a call by its method and same-origin path (without the query). */
export function timeoutFor(method: string, pathname: string): number {
  return findCall(method, pathname)?.entry.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
}
