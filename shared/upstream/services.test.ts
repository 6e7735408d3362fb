import { describe, expect, it } from 'vitest';
import { isCallPath } from './services.ts';

describe('a call path', () => {
  it('is one of a provider’s service or of the portal’s own API, and no page', () => {
    expect(isCallPath('/webcc-api/v1/booking/reservations/abc/arrival')).toBe(true);
    expect(isCallPath('/portal-api/v1/reservations/abc/push')).toBe(true);
    expect(isCallPath('/reservations/abc/arrival')).toBe(false);
    expect(isCallPath('/webcc-apis/v1')).toBe(false);
  });
});
