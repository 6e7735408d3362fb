import { describe, expect, it } from 'vitest';
import { refusalText } from './refusalText.ts';

describe('what a guest reads instead of a refused action (issue 15)', () => {
  it('says why a house closing refuses once on the overview, in full on the action page', () => {
    expect(refusalText('pay', 'houseClosing', 'overview')).toBe('offer.notOnline.pay');
    expect(refusalText('changeServices', 'ownOccupancy', 'overview')).toBe('offer.notOnline.change');
    expect(refusalText('pay', 'houseClosing', 'page')).toBe('offer.houseClosing');
    expect(refusalText('review', 'ownOccupancy', 'page')).toBe('offer.ownOccupancy');
  });

  it('tells a cancelled booking there is nothing to pay, change or review', () => {
    expect(refusalText('pay', 'cancelled', 'overview')).toBe('offer.cancelled.pay');
    expect(refusalText('changePersons', 'cancelled', 'page')).toBe('offer.cancelled.change');
    expect(refusalText('review', 'cancelled', 'page')).toBe('offer.cancelled.review');
  });

  it('adds nothing where the overview already shows why', () => {
    expect(refusalText('pay', 'nothingDue', 'overview')).toBeNull();
    expect(refusalText('cancel', 'cancelled', 'overview')).toBeNull();
    expect(refusalText('pay', 'nothingDue', 'page')).toBe('payment.nothingDue');
  });
});
