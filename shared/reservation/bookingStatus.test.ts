import { describe, expect, it } from 'vitest';
import { bookingStatus } from './bookingStatus.ts';

describe('booking card status (SPEC §4)', () => {
  const stay = { checkin: '2026-06-10', checkout: '2026-06-17' };
  it.each([
    ['OK', '2026-06-01', 'upcoming'],
    ['OK', '2026-06-10', 'current'],
    ['RQ', '2026-06-16', 'current'],
    ['OK', '2026-06-17', 'completed'],
    ['CA', '2026-06-01', 'cancelled'],
    ['XX', '2026-07-01', 'cancelled'],
  ])('%s on %s is %s', (state, today, status) => {
    expect(bookingStatus({ state, ...stay }, today)).toBe(status);
  });
});
