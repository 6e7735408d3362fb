import { describe, expect, it } from 'vitest';
import { formatDay } from './formatDay.ts';

describe('money, dates and countries in the page’s language', () => {
  it('writes a day again the same, in each language', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(formatDay('2027-01-06', 'en')).toBe('January 6, 2027');
      expect(formatDay('2027-01-06', 'de')).toBe('6. Januar 2027');
    }
  });
});
