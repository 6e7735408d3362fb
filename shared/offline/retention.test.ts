import { describe, expect, it } from 'vitest';
import { isPastKeeping, keptUntil } from './retention.ts';

describe('how long a saved reservation is kept (issue 30 point 4)', () => {
  it('keeps it through the day after checkout', () => {
    expect(keptUntil('2026-08-16')).toBe('2026-08-17');
    expect(keptUntil('2026-12-31')).toBe('2027-01-01');
    expect(keptUntil('2028-02-28')).toBe('2028-02-29');
  });

  it.each([
    ['before the stay', '2026-08-01T12:00:00Z', false],
    ['on checkout day', '2026-08-16T23:59:59Z', false],
    ['the day after checkout, first moment', '2026-08-17T00:00:00Z', false],
    ['the day after checkout, last moment', '2026-08-17T23:59:59.999Z', false],
    ['two days after checkout', '2026-08-18T00:00:00Z', true],
    ['a year later', '2027-08-16T10:00:00Z', true],
  ])('%s: deleted %s', (_case, now, deleted) => {
    expect(isPastKeeping('2026-08-16', new Date(now))).toBe(deleted);
  });
});
