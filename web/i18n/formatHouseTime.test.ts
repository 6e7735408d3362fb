import { describe, expect, it } from 'vitest';
import { formatHouseTime } from './formatHouseTime.ts';

describe("an instant on the house's clock, in the page's language", () => {
  it.each([
    ['en', 'Europe/Copenhagen', 'Fri, Aug 14, 16:00'],
    ['de', 'Europe/Copenhagen', 'Fr., 14. Aug., 16:00'],
    ['en', 'America/New_York', 'Fri, Aug 14, 10:00'],
  ] as const)('%s in %s', (lang, zone, text) => {
    expect(formatHouseTime(new Date('2026-08-14T14:00:00Z'), zone, lang)).toBe(text);
  });
});
