import { describe, expect, it } from 'vitest';
import { houseInstant } from './houseTime.ts';

describe('a house clock time as an instant', () => {
  it.each([
    ['2026-08-15', '16:00', 'Europe/Copenhagen', '2026-08-15T14:00:00.000Z'],
    ['2026-01-10', '16:00', 'Europe/Copenhagen', '2026-01-10T15:00:00.000Z'],
    ['2026-03-29', '15:00', 'Europe/Vienna', '2026-03-29T13:00:00.000Z'],
    ['2026-10-25', '01:30', 'Europe/Rome', '2026-10-24T23:30:00.000Z'],
    ['2026-07-01', '09:00', 'UTC', '2026-07-01T09:00:00.000Z'],
    ['2026-07-01', '09:00', 'America/New_York', '2026-07-01T13:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, instant) => {
    expect(houseInstant(day, time, zone).toISOString()).toBe(instant);
  });
});
