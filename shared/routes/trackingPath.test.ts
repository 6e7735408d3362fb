import { describe, expect, it } from 'vitest';
import { trackingPath } from './trackingPath.ts';

const TOKEN = 'q9X2vLk7Rt0wZbN4sYp1Hc8A';

describe('the path a page view reports (SPEC §2)', () => {
  it.each([
    [`/reservations/${TOKEN}`, '/reservations/management/overview'],
    [`/reservations/${TOKEN}/cancellation`, '/reservations/management/cancellation'],
    [`/precheckins/${TOKEN}/travellers`, '/precheckins/[token]/travellers'],
    [`/myaccount/wishlists/${TOKEN}`, '/myaccount/wishlists/[token]'],
    ['/reservations', '/reservations'],
    ['/myaccount/bookings', '/myaccount/bookings'],
  ])('%s is reported as %s', (path, tracked) => {
    expect(trackingPath(path)).toBe(tracked);
  });
});
