import { describe, expect, it } from 'vitest';
import { baseSecurityHeadersStep } from './baseSecurityHeaders.ts';
import { stepHarness } from './stepHarness.ts';

describe('base security headers step', () => {
  it('puts the same headers on every answer, and no X-Frame-Options (partners frame the portal)', async () => {
    const response = await stepHarness([baseSecurityHeadersStep]).request('/login?lang=en');
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/json',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
  });

  it.each(['/reservations/AbCdEfGhIjKlMnOpQrStUv', '/precheckins/invite/AbCdEfGhIjKlMnOpQrStUv'])(
    'sends no Referer at all from a path that holds a token, and keeps it from search engines: %s',
    async (path) => {
      const response = await stepHarness([baseSecurityHeadersStep]).request(path);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    },
  );

  it('keeps a header the answer brings itself', async () => {
    const response = await stepHarness([
      baseSecurityHeadersStep,
      async () => new Response(null, { headers: { 'Referrer-Policy': 'same-origin' } }),
    ]).request('/');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
