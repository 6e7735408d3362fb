import { describe, expect, it } from 'vitest';
import { fetchWhole, fixtures, get } from '../entry/test/request.ts';
import { bootDataOf } from '../entry/test/bootData.ts';

function nonceOf(response: Response): string {
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) throw new Error(`no nonce in ${csp}`);
  return nonce;
}

describe('language (SPEC §2)', () => {
  it('redirects a page without lang to the browser language with 302', async () => {
    const response = await get('/myaccount/bookings?x=1', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/myaccount/bookings?x=1&lang=de');
  });

  it('prefers the stored language to the browser language', async () => {
    const response = await get('/', { cookie: 'lang=de', 'accept-language': 'en' });
    expect(response.headers.get('location')).toBe('/?lang=de');
  });

  it('falls back to English and replaces an unsupported lang', async () => {
    expect((await get('/')).headers.get('location')).toBe('/?lang=en');
    expect((await get('/?lang=ja', { 'accept-language': 'ja' })).headers.get('location')).toBe('/?lang=en');
  });

  it('stores the language of the URL in a cookie and renders in it', async () => {
    const response = await get('/?lang=de');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(
      /^lang=de; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned/,
    );
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Ihr Ferienhaus, alles an einem Ort');
  });

  it('does not set the cookie again when it already holds the language', async () => {
    const response = await get('/?lang=en', { cookie: 'lang=en' });
    expect(response.headers.getSetCookie().filter((c) => c.startsWith('lang='))).toEqual([]);
  });

  it.each([
    ['fr-CH,fr;q=0.9,en;q=0.5', 'fr'],
    ['pl-PL,pl;q=0.9', 'pl'],
    ['ja,pt-BR;q=0.8', 'pt'],
  ])(
    'sends a visitor whose browser asks for %s to the page in %s (issue 32 point 2)',
    async (header, lang) => {
      expect((await get('/', { 'accept-language': header })).headers.get('location')).toBe(`/?lang=${lang}`);
    },
  );

  it('renders a page in French, with its language and the alternates of all ten (issue 32)', async () => {
    const response = await get('/catalogue?lang=fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('fr');
    const alternates = response.headers.get('link') ?? '';
    for (const lang of ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl', 'da', 'sv', 'pt'])
      expect(alternates).toContain(
        `<https://portal.test/catalogue?lang=${lang}>; rel="alternate"; hreflang="${lang}"`,
      );
    expect(alternates).toContain('<https://portal.test/catalogue>; rel="alternate"; hreflang="x-default"');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Polski');
    expect(html).not.toContain('Skip to content');
  });

  it('leaves the frame pages without a language redirect', async () => {
    const response = await get('/precheckins/iframepages/failure', { 'accept-language': 'de' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Zahlung nicht abgeschlossen');
  });
});

describe('security headers', () => {
  it('give every page a CSP whose nonce is on each of its scripts', async () => {
    const response = await get('/?lang=en');
    const nonce = nonceOf(response);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('use a fresh nonce for every request', async () => {
    const [a, b] = await Promise.all([get('/?lang=en'), get('/?lang=en')]);
    expect(nonceOf(a)).not.toBe(nonceOf(b));
  });

  it('send no Referer at all from a page whose path holds a token', async () => {
    const { reservations } = await fixtures();
    const response = await get(reservations[0]!.url);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('keep a page behind a secret link from search engines, with no alternates that repeat its token', async () => {
    const { reservations } = await fixtures();
    const response = await get(reservations[0]!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('link') ?? '').not.toContain('hreflang');
    expect((await get('/?lang=en')).headers.get('x-robots-tag')).toBeNull();
  });
});

describe('routes', () => {
  it.each([
    ['/', 'Your holiday home, all in one place'],
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/forgotpassword', 'Forgot your password?'],
    ['/resetpassword', 'Choose a new password'],
    ['/verify', 'Verify your e-mail address'],
    ['/callback', 'Signing you in'],
    ['/myaccount', 'My account'],
    ['/myaccount/bookings', 'My bookings'],
    ['/myaccount/profile', 'My profile'],
    ['/myaccount/wishlists', 'My wishlists'],
    ['/myaccount/wishlists/AbCdEfGhIjKlMnOpQrStUv', 'Wishlist'],
    ['/precheckins', 'Online pre-check-in'],
    // Issue 34 point 6: an unknown token's page answers 404.
    ['/precheckins/AbCdEfGhIjKlMnOpQrStUv/arrival', 'We could not find this pre-check-in', 404],
    ['/precheckins/invite/AbCdEfGhIjKlMnOpQrStUv', 'We could not find this invitation', 404],
    ['/precheckins/iframepages/successpending', 'Payment received'],
    ['/reservations', 'My reservation'],
  ])('%s renders with its title', async (path, title, status = 200) => {
    const response = await get(`${path}?lang=en`);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(`<title>${title} · Holiday Homes</title>`);
  });

  it("answers the frame pages' folder alone, which is no page, with the 404 error page", async () => {
    const response = await get('/precheckins/iframepages?lang=en');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /precheckins/iframepages');
    expect((await get('/precheckins/iframepages/failure?lang=en')).status).toBe(200);
  });

  it('answers an unknown path with the 404 error page', async () => {
    const response = await get('/does/not/exist?lang=en');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found: /does/not/exist');
    expect(html).toMatch(
      /<svg class="robot"[^>]*role="img" aria-label="A friendly robot holding a broken cable"/,
    );
    expect(html).toContain('Go to the home page');
  });

  it("answers a route whose validation fails with 'Page Not Found' and its status", async () => {
    const response = await get('/precheckins/bad/arrival?lang=en');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /precheckins/bad/arrival');
  });

  it('answers HEAD without a body and other methods on pages with 405', async () => {
    const head = await fetchWhole('https://portal.test/?lang=en', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const response = await fetchWhole('https://portal.test/?lang=en', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('reservation language (SPEC §2)', () => {
  it('opens a reservation in its own language when none is stored', async () => {
    const { reservations } = await fixtures();
    const german = reservations.find((r) => r.language === 'de')!;
    const response = await get(`/reservations/${german.token}`, { 'accept-language': 'en' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/reservations/${german.token}?lang=de`);
  });

  it('keeps the stored language over the reservation', async () => {
    const { reservations } = await fixtures();
    const german = reservations.find((r) => r.language === 'de')!;
    const response = await get(`/reservations/${german.token}/payment`, { cookie: 'lang=en' });
    expect(response.headers.get('location')).toBe(`/reservations/${german.token}/payment?lang=en`);
  });
});

describe('texts by feature', () => {
  it('send a page only the texts its routes need', async () => {
    const home = bootDataOf(await (await get('/?lang=en')).text());
    expect(home.catalogues).toEqual(['common', 'wishlists']);
    const { reservations } = await fixtures();
    const reservation = bootDataOf(await (await get(reservations[0]!.url)).text());
    expect(reservation.catalogues).toEqual(['common', 'reservation', 'offline', 'wishlists']);
  });

  it('serve a feature compiled for the browser, and refuse unknown ones', async () => {
    const response = await get('/i18n/de/precheckin.json?build=abc');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(((await response.json()) as Record<string, unknown>)['pc.save']).toEqual(['Speichern und weiter']);
    const polish = (await (await get('/i18n/pl/common.json?build=abc')).json()) as Record<string, unknown>;
    expect(polish['site.skipToContent']).not.toEqual(['Skip to content']);
    expect((await get('/i18n/de/secrets.json')).status).toBe(404);
    expect((await get('/i18n/ja/precheckin.json')).status).toBe(404);
  });
});

describe('identity on the page (SPEC §2 session check)', () => {
  it('tells the browser whether a session cookie exists, so it checks only then', async () => {
    const boot = async (cookie: string) =>
      bootDataOf(await (await get('/myaccount/bookings?lang=en', { cookie })).text()).site.hasSessionCookie;
    expect(await boot('lang=en')).toBe(false);
    expect(await boot('lang=en; ory_kratos_session=abc')).toBe(true);
  });

  it('lets the page call the identity service: this origin locally, the Ory project when configured', async () => {
    const response = await get('/login?lang=en');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self';");
    const { contentSecurityPolicy } = await import('./securityHeaders.ts');
    expect(contentSecurityPolicy('n', "'self'", 'https://auth.example.com')).toContain(
      "connect-src 'self' https://auth.example.com;",
    );
  });

  it('renders the login-layout pages and the account guard in both languages', async () => {
    for (const [path, text] of [
      ['/login?lang=en', 'Sign in'],
      ['/register?lang=de', 'Konto erstellen'],
      ['/myaccount/bookings?lang=en', 'Checking your sign-in'],
      ['/myaccount/bookings?lang=de', 'Bitte melden Sie sich an'],
    ] as const) {
      const response = await get(
        path,
        path.includes('bookings?lang=en') ? { cookie: 'ory_kratos_session=x' } : {},
      );
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(text);
    }
  });
});
