import { describe, expect, it } from 'vitest';
import { reservationStateGroup } from './reservationState.ts';

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
    // A code that names what every object inherits is no group either.
    ['constructor', undefined],
    ['toString', undefined],
  ])('%s is %s', (code, group) => {
    expect(reservationStateGroup(code)).toBe(group);
  });
});
