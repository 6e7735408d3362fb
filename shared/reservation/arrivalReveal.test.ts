import { describe, expect, it } from 'vitest';
import { arrivalReveal, revealInputs, withSecretsAsRevealed, type RevealInputs } from './arrivalReveal.ts';
import { DEFAULT_REVEAL_HOURS, type Arrival } from './arrivalSchema.ts';

const arrivalAt = new Date('2026-08-15T14:00:00Z');
const departureAt = new Date('2026-08-22T08:00:00Z');
const ready: RevealInputs = {
  state: 'OK',
  paymentStatus: 'paid',
  paymentOnSite: false,
  precheckin: { completed: true },
  checkinDay: '2026-08-15',
  arrivalAt,
  departureAt,
  revealHoursBeforeArrival: DEFAULT_REVEAL_HOURS,
};
const hoursBefore = (hours: number) => new Date(arrivalAt.getTime() - hours * 3_600_000);
const revealFrom = hoursBefore(48);
const inWindow = hoursBefore(47);

describe('arrival reveal rule (issue 30 point 2)', () => {
  it.each<[string, Partial<RevealInputs>, Date, ReturnType<typeof arrivalReveal>]>([
    ['everything holds, 47 h before', {}, inWindow, { kind: 'shown' }],
    ['exactly N hours before', {}, revealFrom, { kind: 'shown' }],
    ['during the stay', {}, new Date('2026-08-18T12:00:00Z'), { kind: 'shown' }],
    ['a minute before check-out', {}, new Date('2026-08-22T07:59:00Z'), { kind: 'shown' }],
    ['nothing due', { paymentStatus: 'nothingDue' }, inWindow, { kind: 'shown' }],
    [
      'unpaid, paid at the house',
      { paymentStatus: 'unpaid', paymentOnSite: true },
      inWindow,
      { kind: 'shown' },
    ],
    [
      'partly paid, paid at the house',
      { paymentStatus: 'partiallyPaid', paymentOnSite: true },
      inWindow,
      { kind: 'shown' },
    ],
    ['no pre-check-in offered', { precheckin: null }, inWindow, { kind: 'shown' }],
    ['a house with 24 h', { revealHoursBeforeArrival: 24 }, hoursBefore(24), { kind: 'shown' }],
    ['too early', {}, hoursBefore(49), { kind: 'later', missing: [], appearsAt: revealFrom }],
    [
      'a house with 24 h, 25 h before',
      { revealHoursBeforeArrival: 24 },
      hoursBefore(25),
      { kind: 'later', missing: [], appearsAt: hoursBefore(24) },
    ],
    [
      'unpaid',
      { paymentStatus: 'unpaid' },
      inWindow,
      { kind: 'later', missing: ['payment'], appearsAt: null },
    ],
    [
      'partly paid',
      { paymentStatus: 'partiallyPaid' },
      inWindow,
      { kind: 'later', missing: ['payment'], appearsAt: null },
    ],
    [
      'pre-check-in open',
      { precheckin: { completed: false } },
      inWindow,
      { kind: 'later', missing: ['precheckin'], appearsAt: null },
    ],
    [
      'pre-check-in open, too early',
      { precheckin: { completed: false } },
      hoursBefore(100),
      { kind: 'later', missing: ['precheckin'], appearsAt: revealFrom },
    ],
    [
      'on request (RQ)',
      { state: 'RQ' },
      inWindow,
      { kind: 'later', missing: ['confirmation'], appearsAt: null },
    ],
    [
      'option (OP), unpaid, pre-check-in open, too early',
      { state: 'OP', paymentStatus: 'unpaid', precheckin: { completed: false } },
      hoursBefore(72),
      { kind: 'later', missing: ['confirmation', 'payment', 'precheckin'], appearsAt: revealFrom },
    ],
    [
      'unknown state',
      { state: 'ZZ' },
      inWindow,
      { kind: 'later', missing: ['confirmation'], appearsAt: null },
    ],
    ['cancelled (CA)', { state: 'CA' }, inWindow, { kind: 'never', reason: 'cancelled' }],
    ['cancelled (XX)', { state: 'XX' }, inWindow, { kind: 'never', reason: 'cancelled' }],
    ['house closing (HC)', { state: 'HC' }, inWindow, { kind: 'never', reason: 'notAGuestStay' }],
    ["owner's own stay (OB)", { state: 'OB' }, inWindow, { kind: 'never', reason: 'notAGuestStay' }],
    ['at check-out', {}, departureAt, { kind: 'never', reason: 'stayOver' }],
    ['after check-out', {}, new Date('2026-08-23T12:00:00Z'), { kind: 'never', reason: 'stayOver' }],
    [
      'after check-out, unpaid',
      { paymentStatus: 'unpaid' },
      new Date('2026-08-23T12:00:00Z'),
      { kind: 'never', reason: 'stayOver' },
    ],
  ])('%s', (_case, change, now, expected) => {
    expect(arrivalReveal({ ...ready, ...change }, now)).toEqual(expected);
  });

  describe('a pre-check-in that closed undone (issue 43 point 3)', () => {
    const undone = { ...ready, precheckin: { completed: false } };
    const arrivalMorning = new Date('2026-08-15T08:00:00Z');
    const duringStay = new Date('2026-08-18T12:00:00Z');

    it('shows no code online, ever: the keyholder gives it', () => {
      expect(arrivalReveal(undone, arrivalMorning)).toEqual({ kind: 'never', reason: 'precheckinClosed' });
      expect(arrivalReveal(undone, duringStay, 'code')).toEqual({
        kind: 'never',
        reason: 'precheckinClosed',
      });
    });

    it('does not hold the Wi-Fi back for it', () => {
      expect(arrivalReveal(undone, duringStay, 'wifi')).toEqual({ kind: 'shown' });
      expect(arrivalReveal({ ...undone, paymentStatus: 'unpaid' }, duringStay, 'wifi')).toEqual({
        kind: 'later',
        missing: ['payment'],
        appearsAt: null,
      });
    });

    it('still waits for it the day before, when it can be done', () => {
      expect(arrivalReveal(undone, inWindow, 'wifi')).toEqual({
        kind: 'later',
        missing: ['precheckin'],
        appearsAt: null,
      });
    });
  });

  it("reads the stay's times on the house's clock", () => {
    const inputs = revealInputs(
      {
        state: 'OK',
        price: { currency: 'EUR', total: 1, paid: 1, outstanding: 0, dueDate: null, status: 'paid' },
        precheckin: null,
        checkin: '2026-08-15',
        checkout: '2026-08-22',
      },
      {
        checkinFrom: '16:00',
        checkoutUntil: '10:00',
        timeZone: 'Europe/Copenhagen',
        paymentOnSite: false,
        revealHoursBeforeArrival: 48,
      },
    );
    expect(inputs.arrivalAt).toEqual(arrivalAt);
    expect(inputs.departureAt).toEqual(departureAt);
  });

  describe('the secrets as the rule allows them', () => {
    const arrival = {
      checkinFrom: '16:00',
      checkoutUntil: '10:00',
      timeZone: 'Europe/Copenhagen',
      paymentOnSite: false,
      revealHoursBeforeArrival: 48,
      accessCode: { hasCode: true, code: '4711' },
      wifi: { name: 'Klitgaarden-Gaest', password: 'dune' },
    } as Arrival;
    const paid = {
      state: 'OK',
      price: { currency: 'EUR', total: 1, paid: 1, outstanding: 0, dueDate: null, status: 'paid' as const },
      precheckin: null,
      checkin: '2026-08-15',
      checkout: '2026-08-22',
    };

    it('keeps them while the rule holds', () => {
      expect(withSecretsAsRevealed(arrival, paid, inWindow)).toBe(arrival);
    });

    it('takes them out, whatever was sent, until it does', () => {
      const unpaid = {
        ...paid,
        price: { ...paid.price, paid: 0, outstanding: 1, status: 'unpaid' as const },
      };
      for (const [reservation, now] of [
        [paid, hoursBefore(49)],
        [unpaid, inWindow],
        [{ ...paid, state: 'CA' }, inWindow],
      ] as const) {
        const withheld = withSecretsAsRevealed(arrival, reservation, now);
        expect(withheld.accessCode).toEqual({ hasCode: true, code: null });
        expect(withheld.wifi).toEqual({ name: 'Klitgaarden-Gaest', password: null });
      }
    });

    it('keeps the Wi-Fi and takes the code out once the pre-check-in closed undone', () => {
      const undone = { ...paid, precheckin: { token: 't', completed: false, availableFrom: null } };
      const shown = withSecretsAsRevealed(arrival, undone, new Date('2026-08-16T12:00:00Z'));
      expect(shown.accessCode).toEqual({ hasCode: true, code: null });
      expect(shown.wifi).toEqual({ name: 'Klitgaarden-Gaest', password: 'dune' });
    });
  });
});
