import { describe, expect, it } from 'vitest';
import { baseSecurityHeadersStep } from './baseSecurityHeaders.ts';
import { stepHarness } from './stepHarness.ts';
import { ROUTE_PATHS, routeFactsAt } from '../../shared/routes/routeFacts.ts';

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

  it.each([
    ['/precheckins/AbCdEfGhIjKlMnOpQrStUv/travellers', 'camera=(self), microphone=(), geolocation=()'],
    ['/precheckins/invite/AbCdEfGhIjKlMnOpQrStUv', 'camera=(self), microphone=(), geolocation=()'],
    ['/PRECHECKINS/AbCdEfGhIjKlMnOpQrStUv/Travellers', 'camera=(self), microphone=(), geolocation=()'],
    ['/precheckins/AbCdEfGhIjKlMnOpQrStUv/arrival', 'camera=(), microphone=(), geolocation=()'],
    ['/precheckins/AbCdEfGhIjKlMnOpQrStUv', 'camera=(), microphone=(), geolocation=()'],
    ['/reservations/AbCdEfGhIjKlMnOpQrStUv', 'camera=(), microphone=(), geolocation=()'],
    ['/', 'camera=(), microphone=(), geolocation=()'],
    ['/assets/entry.js', 'camera=(), microphone=(), geolocation=()'],
  ])('lends the camera to this origin only on the pages that scan a passport: %s', async (path, policy) => {
    const response = await stepHarness([baseSecurityHeadersStep]).request(path);
    expect(response.headers.get('permissions-policy')).toBe(policy);
  });

  it('takes the pages with the camera from the route table', () => {
    const cameraPages = [...ROUTE_PATHS].filter(
      ([, path]) => routeFactsAt(path.replace(':token', 'x'.repeat(22))).camera,
    );
    expect(cameraPages.map(([id]) => id).sort()).toEqual(['precheckin-invite', 'precheckin-travellers']);
  });

  it('keeps a header the answer brings itself', async () => {
    const response = await stepHarness([
      baseSecurityHeadersStep,
      async () => new Response(null, { headers: { 'Referrer-Policy': 'same-origin' } }),
    ]).request('/');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
