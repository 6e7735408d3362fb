import { describe, expect, it } from 'vitest';
import { formatHouseTime } from './formatHouseTime.ts';

const NOW = new Date('2026-06-01T10:00:00Z');

describe("an instant on the house's clock, in the page's language", () => {
  it.each([
    ['en', 'Europe/Copenhagen', 'Fri, Aug 14, 16:00'],
    ['de', 'Europe/Copenhagen', 'Fr., 14. Aug., 16:00'],
    ['en', 'America/New_York', 'Fri, Aug 14, 10:00'],
  ] as const)('%s in %s', (lang, zone, text) => {
    expect(formatHouseTime(new Date('2026-08-14T14:00:00Z'), zone, lang, NOW)).toBe(text);
  });

  it('names the year of an instant in another year than now', () => {
    const january = new Date('2027-01-08T15:00:00Z');
    expect(formatHouseTime(january, 'Europe/Copenhagen', 'en', NOW)).toBe('Fri, Jan 8, 2027, 16:00');
    expect(formatHouseTime(january, 'Europe/Copenhagen', 'de', NOW)).toBe('Fr., 8. Jan. 2027, 16:00');
  });

  it("reads the year on the house's clock: New Year's Eve in Copenhagen is 2027 there", () => {
    const eve = new Date('2026-12-31T23:30:00Z');
    expect(formatHouseTime(eve, 'Europe/Copenhagen', 'en', NOW)).toBe('Fri, Jan 1, 2027, 00:30');
    expect(formatHouseTime(eve, 'Europe/London', 'en', NOW)).toBe('Thu, Dec 31, 23:30');
  });

  it('writes the hours of the day past noon in 24 hours in English too, as the house times are', () => {
    expect(formatHouseTime(new Date('2026-08-14T02:44:00Z'), 'Europe/Copenhagen', 'en', NOW)).toBe(
      'Fri, Aug 14, 04:44',
    );
  });
});
