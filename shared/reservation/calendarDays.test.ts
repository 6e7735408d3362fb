import { describe, expect, it } from 'vitest';
import { ageInYears, isCalendarDay } from './calendarDays.ts';

describe('calendar days', () => {
  it('takes only days that are in the calendar', () => {
    expect(['2024-02-29', '1985-04-12'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2027-02-29', '1985-02-31', '1985-13-01', '85-04-12', ''].map(isCalendarDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['2012-08-14', '2026-08-13', 13],
    ['2012-08-14', '2026-08-14', 14],
    ['2012-08-14', '2026-09-01', 14],
    ['2008-12-31', '2026-01-01', 17],
    ['2008-01-01', '2026-12-31', 18],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s is %s years old on %s', (birthday, onDay, years) => {
    expect(ageInYears(birthday, onDay)).toBe(years);
  });
});
