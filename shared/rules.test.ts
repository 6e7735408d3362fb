import { describe, expect, it } from 'vitest';
import { defaultCurrency } from './reservation/currency.ts';
import { pageCount } from './wishlists/pagination.ts';
import { reservationStateGroup } from './reservation/reservationState.ts';
import { consentSignals } from './consent/consent.ts';

describe('default currency (SPEC §3, §9)', () => {
  it('is the first listed, else EUR', () => {
    expect(defaultCurrency(['CHF', 'EUR'])).toBe('CHF');
    expect(defaultCurrency([])).toBe('EUR');
    expect(defaultCurrency(undefined)).toBe('EUR');
  });
});

describe('reservation state codes (SPEC §4)', () => {
  it.each([
    ['CA', 'cancelled'],
    ['XX', 'cancelled'],
    ['HC', 'houseClosing'],
    ['OB', 'ownOccupancy'],
    ['OK', 'confirmed'],
    ['OP', 'unconfirmed'],
    ['RQ', 'unconfirmed'],
    ['WW', 'unconfirmed'],
    ['OS', 'unconfirmed'],
    ['CR', 'unconfirmed'],
    ['ER', 'unconfirmed'],
    ['ZZ', undefined],
  ])('%s is %s', (code, group) => {
    expect(reservationStateGroup(code)).toBe(group);
  });
});

describe('page count (SPEC §9)', () => {
  it('is hits / 10 rounded up', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });
});

describe('consent signals (SPEC §4)', () => {
  it('follow marketing for advertising and statistics for analytics', () => {
    expect(consentSignals({ statistics: true, marketing: false })).toEqual({
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentSignals({ statistics: false, marketing: true })).toMatchObject({
      ad_storage: 'granted',
      analytics_storage: 'denied',
    });
  });
});
