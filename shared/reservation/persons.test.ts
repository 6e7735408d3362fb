import { describe, expect, it } from 'vitest';
import { ageBand, ageInMonths, categoryMaximum, MAX_BABIES, personsProblems } from './persons.ts';

describe('age bands (SPEC §5, §9)', () => {
  it.each([
    ['2025-01-15', '2026-01-14', 'babies'],
    ['2024-01-15', '2026-01-14', 'babies'],
    ['2024-01-15', '2026-01-15', 'children'],
    ['2008-06-01', '2026-05-31', 'children'],
    ['2008-06-01', '2026-06-01', 'adults'],
    ['1950-02-28', '2026-01-01', 'adults'],
  ])('born %s is counted with the %s on %s', (birthday, onDay, band) => {
    expect(ageBand(birthday, onDay)).toBe(band);
  });

  it('counts whole months', () => {
    expect(ageInMonths('2024-01-31', '2024-02-29')).toBe(0);
    expect(ageInMonths('2024-01-15', '2026-01-15')).toBe(24);
  });
});

describe('guest limits (SPEC §5)', () => {
  it('needs a grownup', () => {
    expect(personsProblems({ adults: 0, children: 2, babies: 0 }, 6)).toEqual(['adultRequired']);
  });

  it('counts adults and children against the maximum, not babies', () => {
    expect(personsProblems({ adults: 4, children: 2, babies: 2 }, 6)).toEqual([]);
    expect(personsProblems({ adults: 5, children: 2, babies: 0 }, 6)).toEqual(['tooManyGuests']);
    expect(personsProblems({ adults: 0, children: 7, babies: 0 }, 6)).toEqual([
      'adultRequired',
      'tooManyGuests',
    ]);
  });

  it('lets adults and children grow only into the beds the other leaves (issue 15)', () => {
    const persons = { adults: 2, children: 1, babies: 0 };
    expect(categoryMaximum(persons, 'adults', 6)).toBe(5);
    expect(categoryMaximum(persons, 'children', 6)).toBe(4);
    expect(categoryMaximum({ ...persons, babies: 3 }, 'adults', 6)).toBe(5);
    expect(categoryMaximum(persons, 'babies', 6)).toBe(MAX_BABIES);
  });

  it('keeps a count already above the maximum without letting it grow', () => {
    expect(categoryMaximum({ adults: 5, children: 3, babies: 0 }, 'adults', 6)).toBe(5);
  });
});
