import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retryAfter.ts';

describe('Retry-After', () => {
  it('reads Retry-After given as seconds or as a date, and nothing from a header it cannot read', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Fri, 01 May 2026 10:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds('Fri, 01 May 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
