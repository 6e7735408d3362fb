import { describe, expect, it } from 'vitest';
import { DEFAULT_UPSTREAM_TIMEOUT_MS, timeoutFor } from './timeouts.ts';

const RESERVATION = '/webcc-api/v1/booking/reservations/4815162342';

describe('call timeouts (SPEC §7; none stated: the default)', () => {
  it.each([
    ['POST', `${RESERVATION}/authcodes/email`, 90_000],
    ['post', `${RESERVATION}/authcodes/123456`, 90_000],
    ['GET', `${RESERVATION}/authcodes/123456`, DEFAULT_UPSTREAM_TIMEOUT_MS],
    ['PUT', RESERVATION, 20_000],
    ['DELETE', RESERVATION, 10_000],
    ['GET', RESERVATION, DEFAULT_UPSTREAM_TIMEOUT_MS],
    ['DELETE', `${RESERVATION}/picture`, DEFAULT_UPSTREAM_TIMEOUT_MS],
    ['DELETE', '/webcc-api/v1/booking/reservations/', DEFAULT_UPSTREAM_TIMEOUT_MS],
    ['DELETE', '/guestworld-api/v2/users', DEFAULT_UPSTREAM_TIMEOUT_MS],
  ])('%s %s: %i ms', (method, path, ms) => {
    expect(timeoutFor(method, path)).toBe(ms);
  });

  it('bounds the rest at 25 s', () => {
    expect(DEFAULT_UPSTREAM_TIMEOUT_MS).toBe(25_000);
  });
});
