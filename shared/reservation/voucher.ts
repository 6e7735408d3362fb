import { isCancelledState } from './reservationState.ts';

/** SPEC §4: the voucher exists only with a document named voucher, and never for XX or CA. */
export function hasVoucher(reservation: { state: string; documents: readonly { name: string }[] }): boolean {
  return (
    reservation.documents.some((document) => document.name === 'voucher') &&
    !isCancelledState(reservation.state)
  );
}
