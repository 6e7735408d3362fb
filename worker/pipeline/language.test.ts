import { describe, expect, it, vi } from 'vitest';
import { languageStep } from './language.ts';
import { stepHarness } from './stepHarness.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

function languageOf(reservationLanguage = 'de') {
  const webcc = vi.fn(async () => Response.json({ language: reservationLanguage }));
  return { webcc, ...stepHarness([languageStep], { upstreams: { 'webcc-api': webcc } }) };
}

describe('language step (SPEC §2)', () => {
  it('answers a page without lang with a redirect that adds it, never cached', async () => {
    const response = await languageOf().request('/myaccount?x=1', {
      headers: { 'accept-language': 'de-DE' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/myaccount?x=1&lang=de');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
  });

  it('sends an account page under a language prefix to its own path in that language, query kept', async () => {
    const response = await languageOf().request('/de/myaccount/bookings?page=2', {
      headers: { cookie: 'lang=en' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/myaccount/bookings?page=2&lang=de');
  });

  it.each(['//evil.example/x', '/\\evil.example/x'])(
    'keeps the redirect for %s on this site (issue 14: no open redirect)',
    async (path) => {
      const response = await languageOf().request(path, { headers: { 'accept-language': 'en' } });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/evil.example/x?lang=en');
    },
  );

  it('sets the language of the URL for later steps, and stores it when it is new', async () => {
    const { request } = languageOf();
    const fresh = await request('/?lang=de', { headers: { cookie: 'lang=en' } });
    expect(((await fresh.json()) as { language: string }).language).toBe('de');
    expect(fresh.headers.getSetCookie()).toEqual([
      'lang=de; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
    ]);
    expect((await request('/?lang=de', { headers: { cookie: 'lang=de' } })).headers.getSetCookie()).toEqual(
      [],
    );
  });

  it("asks for the reservation's language only when neither URL nor cookie decides", async () => {
    const { request, webcc } = languageOf('de');
    expect((await request(`/reservations/${TOKEN}`)).headers.get('location')).toBe(
      `/reservations/${TOKEN}?lang=de`,
    );
    expect(webcc).toHaveBeenCalledOnce();
    await request(`/reservations/${TOKEN}`, { headers: { cookie: 'lang=en' } });
    await request(`/reservations/${TOKEN}?lang=en`);
    expect(webcc).toHaveBeenCalledOnce();
  });

  it('lets frame pages through without a redirect, in the chosen language', async () => {
    const response = await languageOf().request('/precheckins/iframepages/failure', {
      headers: { 'accept-language': 'de' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { language: string }).language).toBe('de');
  });
});
