import { describe, expect, it } from 'vitest';
import { paymentSummary } from './paymentSummary.ts';

const price = (total: number, paid: number) => ({
  currency: 'EUR',
  total,
  paid,
  outstanding: Math.max(0, total - paid),
  dueDate: null,
  status: paid >= total ? ('paid' as const) : paid > 0 ? ('partiallyPaid' as const) : ('unpaid' as const),
});
const booking = { state: 'OK', price: price(364000, 0), cancellation: null, refund: null, transfer: null };
const transfer = {
  iban: 'DE89370400440532013000',
  holder: 'Holiday Homes Portal AG',
  reference: '4815162342-AB12',
  amount: 364000,
  dueDate: '2026-06-05',
};

describe('the payment in words and amounts (issue 34 point 5)', () => {
  it('asks nothing of a house closing or the owner’s own stay', () => {
    for (const state of ['HC', 'OB'])
      expect(paymentSummary({ ...booking, state })).toEqual({ status: 'nothingDue', amounts: [] });
  });

  it('shows a booking’s total, what was paid and what is still to pay', () => {
    expect(paymentSummary({ ...booking, price: price(364000, 100000) })).toEqual({
      status: 'partiallyPaid',
      amounts: [
        { kind: 'total', amount: 364000 },
        { kind: 'paid', amount: 100000 },
        { kind: 'outstanding', amount: 264000 },
      ],
    });
  });

  it('awaits a bank transfer until it is received, and then is paid', () => {
    expect(paymentSummary({ ...booking, transfer }).status).toBe('awaitingTransfer');
    expect(paymentSummary({ ...booking, price: price(364000, 364000), transfer }).status).toBe('paid');
  });

  it('tells a cancelled booking its fee, what was paid and what comes back', () => {
    const cancelled = {
      ...booking,
      state: 'CA',
      price: price(15400, 77000),
      cancellation: { cancelledAt: '2026-05-01', fee: 15400, refundable: 61600 },
    };
    expect(paymentSummary(cancelled)).toEqual({
      status: 'refundDue',
      amounts: [
        { kind: 'cancellationFee', amount: 15400 },
        { kind: 'paid', amount: 77000 },
        { kind: 'refundDue', amount: 61600 },
      ],
    });
    const refund = {
      method: 'voucher' as const,
      amount: 61600,
      voucherCode: 'V1',
      validUntil: null,
      ibanHint: null,
    };
    expect(
      paymentSummary({ ...cancelled, cancellation: { ...cancelled.cancellation, refundable: 0 }, refund }),
    ).toMatchObject({ status: 'refunded', amounts: [{}, {}, { kind: 'refunded', amount: 61600 }] });
  });

  it('asks a cancelled booking for the fee where less than it was paid', () => {
    expect(
      paymentSummary({
        ...booking,
        state: 'XX',
        price: price(15400, 0),
        cancellation: { cancelledAt: '2026-05-01', fee: 15400, refundable: 0 },
      }),
    ).toEqual({
      status: 'unpaid',
      amounts: [
        { kind: 'cancellationFee', amount: 15400 },
        { kind: 'paid', amount: 0 },
        { kind: 'outstanding', amount: 15400 },
      ],
    });
  });
});
