import { describe, expect, it } from 'vitest';
import { get } from '../entry/test/request.ts';

const TOKEN = 'YiFp_uAjr04_vjQ-Tq2Oogzk';
const PATH = `/reservations/${TOKEN}/manifest.webmanifest`;

describe('a reservation’s web app manifest (issue 30 point 5)', () => {
  it('is the guest’s own: no-store, starting at the reservation, in the language asked', async () => {
    const response = await get(`${PATH}?lang=de`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await response.json()).toMatchObject({
      start_url: `/reservations/${TOKEN}?lang=de`,
      name: 'Holiday Homes: mein Aufenthalt',
      short_name: 'Mein Aufenthalt',
      theme_color: '#0b5c63',
    });
  });

  it('takes the visit’s partner colour', async () => {
    const page = await get('/?lang=en&color-thm=8a2be2');
    const themeCookie = /theme=[^;]+/.exec(page.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const response = await get(`${PATH}?lang=en`, { cookie: themeCookie });
    expect((await response.json()) as { theme_color: string }).toMatchObject({ theme_color: '#8a2be2' });
  });

  it('is not found for a malformed token', async () => {
    expect((await get('/reservations/short/manifest.webmanifest?lang=en')).status).toBe(404);
  });
});

describe('the service worker’s place in the page’s CSP (issue 30 point 4)', () => {
  it('allows this origin’s worker and manifest, and nothing else new', async () => {
    const csp = (await get('/?lang=en')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src blob: 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('manifest-src');
  });
});
