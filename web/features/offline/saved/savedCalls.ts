import { isWellFormedToken } from '../../../../shared/routes/paths.ts';
import { CALL_BOOK, findCall, type CompiledCall } from '../../../../shared/upstream/callBook.ts';

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
  const token = call?.entry.keptOffline ? call.params.token : undefined;
  return isWellFormedToken(token) ? token : null;
}
