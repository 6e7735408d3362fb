import { isCancelledState } from './reservationState.ts';

/** SPEC §4: the voucher exists only with a document named voucher, and never for XX or CA. */
export function hasVoucher(reservation: { state: string; documents: readonly { name: string }[] }): boolean {
  return (
    reservation.documents.some((document) => document.name === 'voucher') &&
    !isCancelledState(reservation.state)
  );
}

/**
 * The documents a guest is offered to open: all of them, but the voucher only where SPEC §4's rule
 * gives one (a cancelled booking's voucher is no document of theirs).
 */
export function offeredDocuments<D extends { name: string }>(reservation: {
  state: string;
  documents: readonly D[];
}): D[] {
  const voucher = hasVoucher(reservation);
  return reservation.documents.filter((document) => document.name !== 'voucher' || voucher);
}
