import { describe, expect, it } from 'vitest';
import { guestOffer, paymentDue } from './guestOffers.ts';
import type { GuestAction } from './reservationState.ts';

const TODAY = '2026-11-23';

/** A booking where nothing but its state could refuse an action: ahead, unpaid, refundable, open. */
const booking = (change: Partial<Parameters<typeof guestOffer>[0]> = {}) => ({
  state: 'OK',
  checkin: '2027-01-10',
  price: { outstanding: 8_700, dueDate: '2026-12-11' },
  cancellation: { refundable: 5_000 },
  refund: null,
  precheckin: { completed: false, availableFrom: null },
  ...change,
});

const reason = (b: ReturnType<typeof booking>, action: GuestAction, today = TODAY) => {
  const offer = guestOffer(b, action, today);
  return offer.offered ? 'offered' : offer.reason;
};

const ACTIONS: GuestAction[] = [
  'pay',
  'cancel',
  'changePersons',
  'changeServices',
  'refund',
  'review',
  'precheckin',
  'checkin',
];

describe('what a guest may do, by state code (SPEC §4, issue 15)', () => {
  const live = ['offered', 'offered', 'offered', 'offered', 'notCancelled', 'tooEarly', 'offered', 'offered'];
  const blocked = (why: string) => ACTIONS.map(() => why);
  it.each([
    ['OK', live],
    ['OP', live],
    ['RQ', live],
    ['WW', live],
    ['OS', live],
    ['CR', live],
    ['ER', live],
    [
      'CA',
      ['cancelled', 'cancelled', 'cancelled', 'cancelled', 'offered', 'cancelled', 'cancelled', 'cancelled'],
    ],
    [
      'XX',
      ['cancelled', 'cancelled', 'cancelled', 'cancelled', 'offered', 'cancelled', 'cancelled', 'cancelled'],
    ],
    ['HC', blocked('houseClosing')],
    ['OB', blocked('ownOccupancy')],
    ['ZZ', blocked('unknownState')],
  ])('%s: pay, cancel, persons, services, refund, review, pre-check-in, check-in → %j', (state, expected) => {
    expect(ACTIONS.map((action) => reason(booking({ state }), action))).toEqual(expected);
  });
});

describe('dates and amounts, once the state allows an action', () => {
  it('offers payment only while something is outstanding', () => {
    expect(reason(booking({ price: { outstanding: 0, dueDate: null } }), 'pay')).toBe('nothingDue');
  });

  it('offers cancelling and changing until the arrival day', () => {
    const arrived = booking({ checkin: TODAY });
    expect(
      ['cancel', 'changePersons', 'changeServices'].map((a) => reason(arrived, a as GuestAction)),
    ).toEqual(['stayBegun', 'stayBegun', 'stayBegun']);
    expect(reason(booking({ checkin: '2026-11-24' }), 'cancel')).toBe('offered');
  });

  it('offers a review from the arrival day', () => {
    expect(reason(booking({ checkin: TODAY }), 'review')).toBe('offered');
    expect(reason(booking({ checkin: '2026-11-24' }), 'review')).toBe('tooEarly');
  });

  it('offers one refund of what is refundable', () => {
    const cancelled = { state: 'XX' };
    expect(reason(booking({ ...cancelled, refund: { method: 'voucher' } }), 'refund')).toBe('refunded');
    expect(reason(booking({ ...cancelled, cancellation: { refundable: 0 } }), 'refund')).toBe(
      'nothingToRefund',
    );
    expect(reason(booking({ ...cancelled, cancellation: null }), 'refund')).toBe('nothingToRefund');
  });

  it('offers the pre-check-in from its opening day until the day before arrival', () => {
    const opensOn = (availableFrom: string) => booking({ precheckin: { completed: false, availableFrom } });
    expect(reason(opensOn('2026-12-02'), 'precheckin')).toBe('opensLater');
    expect(reason(opensOn(TODAY), 'precheckin')).toBe('offered');
    expect(reason(booking({ checkin: '2026-11-24' }), 'precheckin')).toBe('offered');
    expect(reason(booking({ checkin: TODAY }), 'precheckin')).toBe('closed');
    expect(reason(booking({ precheckin: { completed: true, availableFrom: null } }), 'precheckin')).toBe(
      'completed',
    );
    expect(reason(booking({ precheckin: null }), 'precheckin')).toBe('notOffered');
  });
});

describe('payment due date', () => {
  it('says when it has passed', () => {
    expect(paymentDue(booking({ price: { outstanding: 100, dueDate: '2026-11-22' } }), TODAY)).toEqual({
      date: '2026-11-22',
      overdue: true,
    });
    expect(paymentDue(booking({ price: { outstanding: 100, dueDate: TODAY } }), TODAY)).toEqual({
      date: TODAY,
      overdue: false,
    });
  });

  it('is not shown where paying is not offered', () => {
    const due = { outstanding: 8_700, dueDate: '2026-11-02' };
    expect(paymentDue(booking({ state: 'HC', price: due }), TODAY)).toBeNull();
    expect(paymentDue(booking({ state: 'XX', price: due }), TODAY)).toBeNull();
    expect(paymentDue(booking({ price: { outstanding: 0, dueDate: null } }), TODAY)).toBeNull();
  });
});
