import { isWellFormedToken } from '../../../../shared/site/paths.ts';
import { pageMatchAt } from '../../../../shared/site/routeFacts.ts';
import { CALL_BOOK, findCall, type CompiledCall } from '../../../../shared/upstream/callBook.ts';

/** The portal's own static files and texts, public and the same for every guest: kept with the pages that load them. */
export const PORTAL_FILES = /^\/(assets|images|i18n|img)\//;

const wellFormed = (token: string | undefined) => (isWellFormedToken(token) ? token : null);

/**
 * The token of the reservation whose saved page `pathname` is (a page the route table marks
 * `keptOffline`), or null for every other page.
 */
export function reservationOfSavedPage(pathname: string): string | null {
  const page = pageMatchAt(pathname);
  return page?.facts.keptOffline ? wellFormed(page.params.token) : null;
}

/**
 * The token of the reservation a same-origin call belongs to (a call the call table marks
 * `keptOffline`: its data, voucher, arrival and documents), or null. Calls keyed by the booking
 * number (changes, payments) are never kept.
 */
export function reservationOfCall(
  pathname: string,
  book: readonly CompiledCall[] = CALL_BOOK,
): string | null {
  const call = findCall('GET', pathname, book);
  return call?.entry.keptOffline ? wellFormed(call.params.token) : null;
}
