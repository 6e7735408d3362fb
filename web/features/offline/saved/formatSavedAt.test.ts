import { describe, expect, it } from 'vitest';
import { formatSavedAt } from './formatSavedAt.ts';

describe('when a copy was saved, on the clock the house times use', () => {
  it('writes 24 hours in English, as the check-in window is written', () => {
    expect(formatSavedAt('2026-11-29T04:44:00Z', 'en', 'UTC')).toBe('Nov 29, 2026, 04:44');
    expect(formatSavedAt('2026-11-29T16:44:00Z', 'en', 'UTC')).toBe('Nov 29, 2026, 16:44');
  });

  it('writes each language its own way', () => {
    expect(formatSavedAt('2026-11-29T16:44:00Z', 'de', 'UTC')).toBe('29.11.2026, 16:44');
  });
});
