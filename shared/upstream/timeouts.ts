import { findCall } from './callBook.ts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from './client.ts';

export { DEFAULT_UPSTREAM_TIMEOUT_MS, PAGE_LOOKUP_TIMEOUT_MS } from './client.ts';

/** The bound of a call by its method and same-origin path (without the query), from the call table. */
export function timeoutFor(method: string, pathname: string): number {
  return findCall(method, pathname)?.entry.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
}
