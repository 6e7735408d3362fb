import { describe, expect, it } from 'vitest';
import { hasOutInTransition } from './outInTransition.ts';

describe('out-in transition (SPEC §2)', () => {
  it.each([
    ['/login?lang=en', true],
    ['/register', true],
    ['/myaccount/bookings?lang=de', true],
    ['/callback?returnTo=%2F', true],
    ['/?lang=en', false],
    ['/reservations/AbCdEfGhIjKlMnOpQrStUv?lang=en', false],
    ['/loginhelp', false],
  ])('%s: %s', (to, expected) => {
    expect(hasOutInTransition(to)).toBe(expected);
  });
});
