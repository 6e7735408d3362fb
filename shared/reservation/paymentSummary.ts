import type { Reservation } from './schemas/reservation.ts';
import { reservationStateGroup } from './reservationState.ts';

type PaymentStatus = Reservation['price']['status'] | 'awaitingTransfer' | 'refundDue' | 'refunded';
type AmountKind = 'total' | 'cancellationFee' | 'paid' | 'outstanding' | 'refundDue' | 'refunded';

export interface PaymentSummary {
  status: PaymentStatus;
  amounts: { kind: AmountKind; amount: number }[];
}

type Booking = Pick<Reservation, 'state' | 'price' | 'cancellation' | 'refund' | 'transfer'>;

/**
 * The payment in words and amounts that add up. A house closing or the owner's
 * own stay costs the guest nothing; a cancelled booking owes its fee alone, so what was paid
 * beyond it is due back (SPEC §1 refund) or, once chosen, refunded; a bank transfer is awaited
 * until the provider receives it.
 */
export function paymentSummary({ state, price, cancellation, refund, transfer }: Booking): PaymentSummary {
  const group = reservationStateGroup(state);
  if (group === 'houseClosing' || group === 'ownOccupancy') return { status: 'nothingDue', amounts: [] };
  const outstanding =
    price.outstanding > 0 ? [{ kind: 'outstanding' as const, amount: price.outstanding }] : [];
  if (group === 'cancelled') {
    const amounts = [
      { kind: 'cancellationFee' as const, amount: price.total },
      { kind: 'paid' as const, amount: price.paid },
    ];
    if (refund)
      return { status: 'refunded', amounts: [...amounts, { kind: 'refunded', amount: refund.amount }] };
    const refundable = cancellation?.refundable ?? 0;
    if (refundable > 0)
      return { status: 'refundDue', amounts: [...amounts, { kind: 'refundDue', amount: refundable }] };
    return { status: price.status, amounts: [...amounts, ...outstanding] };
  }
  return {
    status: transfer && price.outstanding > 0 ? 'awaitingTransfer' : price.status,
    amounts: [{ kind: 'total', amount: price.total }, { kind: 'paid', amount: price.paid }, ...outstanding],
  };
}
