import { describe, expect, it } from 'vitest';
import { isPhoneDigits, phoneDigits } from './phoneNumber.ts';

describe('a phone number as people write it (issue 43)', () => {
  it.each([
    ['+34 600 123 456', '0034600123456'],
    ['+34-600-123-456', '0034600123456'],
    ['0034 600 123 456', '0034600123456'],
    ['(030) 1234-5678', '03012345678'],
    ['030/1234 5678', '03012345678'],
    ['+44 (0)7700 900123', '00447700900123'],
    ['+49 (0) 4651 123456', '00494651123456'],
    ['06.12.34.56.78', '0612345678'],
    ['\u00a0+45\u00a020 12 34 56 ', '004520123456'],
    ['447700900123', '447700900123'],
  ])('keeps %j as %j, numbers only', (typed, kept) => {
    expect(phoneDigits(typed)).toBe(kept);
    expect(isPhoneDigits(phoneDigits(typed))).toBe(true);
  });

  it('keeps a national trunk zero in brackets: without a country code it is dialled', () => {
    expect(phoneDigits('(0) 4651 123456')).toBe('04651123456');
  });

  it.each(['call me', '+34 600 ABC', '600 123 456 ext. 12', '+', '12', '1'.repeat(21), '+34 + 600'])(
    'refuses %j: not a phone number once written as numbers',
    (typed) => {
      expect(isPhoneDigits(phoneDigits(typed))).toBe(false);
    },
  );
});
