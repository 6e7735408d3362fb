import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import local from './worker.local.ts';
import { createPortal } from '../worker/app.ts';
import { sandboxUpstreams } from './localSandbox.ts';
import { renderPage } from '../web/app/render.server.tsx';
import { catalogFor } from '../web/i18n/catalogFor.ts';
import { forgetCachedFlags } from '../worker/flags.ts';
import { decodeFlagState, FLAG_STATE_KEY } from '../shared/site/flags.ts';
import { DEFAULT_REFERRER_PARTNERS } from '../shared/site/partnerReferrer.ts';
import { partnerToken } from '../sandbox/webcc/partners.ts';
import type { Env } from '../worker/env.ts';
import { MAX_URL_LENGTH } from '../worker/pipeline/urlLength.ts';
import { bootDataOf } from './test/bootData.ts';
import { HEADERS_LIMIT, headerSizes } from './test/answerChecks.ts';
import { fetchWhole, fixtures, ORIGIN, resetSandbox } from './test/request.ts';

async function page(path: string, headers: Record<string, string> = {}, environment: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const response = await local.fetch(
    new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' }),
    { ...env, ...environment },
    ctx as never,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, cookies: response.headers.getSetCookie() };
}

const cookieNamed = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`));
const partnerIdInPage = (html: string) => bootDataOf(html).site.partner?.id ?? null;

beforeEach(async () => {
  await resetSandbox();
  forgetCachedFlags();
});

describe('partner (SPEC §6, §9)', () => {
  it('takes the partner parameter with its extra and keeps it 30 days', async () => {
    const { html, cookies } = await page('/?lang=en&partner=P5678%26summer');
    expect(cookieNamed(cookies, 'partner')).toBe(
      'partner=P5678%26summer; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=None; Partitioned',
    );
    expect(bootDataOf(html).site.partner).toMatchObject({ id: 'P5678', extra: 'summer' });
  });

  it('remembers the partner on later pages from its cookie', async () => {
    const { html, cookies } = await page('/login?lang=en', { cookie: 'partner=P5678' });
    expect(partnerIdInPage(html)).toBe('P5678');
    expect(cookieNamed(cookies, 'partner')).toBeUndefined();
  });

  it('looks a jwt up, keeps it 12 hours, and takes it out of the URL', async () => {
    const jwt = await partnerToken('P1234');
    const arrival = await page(`/?lang=en&jwt=${jwt}`);
    expect(arrival.response.status).toBe(302);
    expect(arrival.response.headers.get('location')).toBe('/?lang=en');
    expect(cookieNamed(arrival.cookies, 'jwt')).toBe(
      `jwt=${jwt}; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`,
    );
    const { html } = await page('/?lang=en', { cookie: `jwt=${jwt}` });
    expect(bootDataOf(html).site.partner).toEqual({
      id: 'P1234',
      extra: null,
      directEncashment: true,
      language: 'de',
      salesoffice: '0510',
      hasJwt: true,
    });
  });

  it('leaves the partner id empty when the jwt is forged or expired', async () => {
    const forged = `${(await partnerToken('P1234')).slice(0, -4)}abcd`;
    expect(partnerIdInPage((await page('/?lang=en', { cookie: `jwt=${forged}` })).html)).toBe('');
    const expired = await partnerToken('P1234', Math.floor(Date.now() / 1000) - 50_000, 3600);
    expect(partnerIdInPage((await page('/?lang=en', { cookie: `jwt=${expired}` })).html)).toBe('');
  });

  it('leaves the partner id empty when the look-up fails, and logs it', async () => {
    const unknown = await partnerToken('P0000');
    expect(partnerIdInPage((await page('/?lang=en', { cookie: `jwt=${unknown}` })).html)).toBe('');
    const failing = createPortal({
      render: renderPage,
      catalog: catalogFor,
      upstreams: (e) => ({
        ...sandboxUpstreams(e),
        'webcc-api': async () => new Response('down', { status: 503 }),
      }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    const response = await failing.fetch(
      new Request(`${ORIGIN}/?lang=en`, { headers: { cookie: `jwt=${await partnerToken('P5678')}` } }),
      env,
      ctx as never,
    );
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    expect(partnerIdInPage(html)).toBe('');
    expect(logged.mock.calls.some(([line]) => String(line).includes('partner look-up failed'))).toBe(true);
    logged.mockRestore();
  });

  it.each([
    ['https://www.google.com/search?q=ferienhaus', DEFAULT_REFERRER_PARTNERS.googleId],
    ['https://www.google.de/', DEFAULT_REFERRER_PARTNERS.googleId],
    ['https://www.bing.com/', DEFAULT_REFERRER_PARTNERS.otherEnginesId],
    ['https://www.ecosia.org/', DEFAULT_REFERRER_PARTNERS.otherEnginesId],
    ['https://duckduckgo.com/', DEFAULT_REFERRER_PARTNERS.otherEnginesId],
    ['https://search.yahoo.com/', DEFAULT_REFERRER_PARTNERS.otherEnginesId],
    ['https://www.baidu.com/', DEFAULT_REFERRER_PARTNERS.otherEnginesId],
    ['https://search.seznam.cz/', DEFAULT_REFERRER_PARTNERS.otherEnginesId],
    ['https://www.qwant.com/', DEFAULT_REFERRER_PARTNERS.otherEnginesId],
    ['https://yandex.ru/', DEFAULT_REFERRER_PARTNERS.otherEnginesId],
  ])('gives a visitor from %s the partner %s, over a partner of their own', async (referer, id) => {
    const { html, cookies } = await page('/?lang=en', { referer, cookie: 'partner=P5678' });
    expect(partnerIdInPage(html)).toBe(id);
    expect(cookieNamed(cookies, 'partner')).toMatch(new RegExp(`^partner=${id};`));
  });

  it('keeps a fixed partner whatever the search engine', async () => {
    const { html } = await page('/?lang=en', { referer: 'https://www.google.com/', cookie: 'partner=P1005' });
    expect(partnerIdInPage(html)).toBe('P1005');
  });

  it('gives each visitor a user id of 21 characters for 3 days', async () => {
    const { cookies } = await page('/?lang=en');
    expect(cookieNamed(cookies, 'uid')).toMatch(
      /^uid=[\w-]{21}; Max-Age=259200; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/,
    );
    expect(cookieNamed((await page('/?lang=en', { cookie: 'uid=abc' })).cookies, 'uid')).toBeUndefined();
  });
});

describe('feature flags (SPEC §7)', () => {
  it('answers /__ftrs with base64 JSON of features and payloads from KV', async () => {
    await env.KV.put(
      FLAG_STATE_KEY,
      JSON.stringify({
        features: { notice: true, über: false },
        payloads: { notice: { en: 'Hi', de: 'Hallo' } },
      }),
    );
    const response = await fetchWhole(`${ORIGIN}/__ftrs`);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(decodeFlagState(await response.text())).toEqual({
      features: { notice: true, über: false },
      payloads: { notice: { en: 'Hi', de: 'Hallo' } },
    });
  });

  it('change the first HTML, after the cache window', async () => {
    await env.KV.put(
      FLAG_STATE_KEY,
      JSON.stringify({
        features: { notice: false },
        payloads: { notice: { en: 'Closed on Monday', de: 'Montag geschlossen' } },
      }),
    );
    const notice = /<p role="note" class="site-notice">([^<]*)<\/p>/;
    expect((await page('/?lang=en')).html).not.toMatch(notice);
    await env.KV.put(
      FLAG_STATE_KEY,
      JSON.stringify({
        features: { notice: true },
        payloads: { notice: { en: 'Closed on Monday', de: 'Montag geschlossen' } },
      }),
    );
    expect((await page('/?lang=en')).html).not.toMatch(notice);
    forgetCachedFlags();
    expect(notice.exec((await page('/?lang=de')).html)?.[1]).toBe('Montag geschlossen');
  });
});

describe('the pre-check-in switch', () => {
  it('forces mode all on the server, before the first HTML', async () => {
    const easy = await fixtures();
    const token = easy.precheckins.find((p) => p.number === '4815162352')!.token;
    expect((await page(`/precheckins/${token}?lang=en`)).response.headers.get('location')).toBe(
      `/precheckins/${token}/arrival?lang=en`,
    );
    await env.KV.put(
      FLAG_STATE_KEY,
      JSON.stringify({ features: { precheckinForceModeAll: true }, payloads: {} }),
    );
    forgetCachedFlags();
    expect((await page(`/precheckins/${token}?lang=en`)).response.headers.get('location')).toBe(
      `/precheckins/${token}/customer?lang=en`,
    );
    const pax = await page(`/precheckins/${token}/pax?lang=en`);
    expect(pax.response.status).toBe(200);
    expect(pax.html).toContain('<h2 id="step-heading" tabindex="-1">Persons</h2>');
  });
});

describe('theme (SPEC §5, §9)', () => {
  it('puts the colours and their shades into the first HTML and keeps them for the visit', async () => {
    const { html, cookies } = await page('/?lang=en&color-thm=%23000&color-cta=ff0000');
    expect(html).toMatch(
      /<style nonce="[^"]+">:root\{--thm:#000000;--cta:#ff0000;--thm-hover:#1a1a1a;--thm-active:#333333;--thm-light:#4d4d4d;--cta-hover:#ff3333;--cta-active:#ff6666;--cta-light:#ff9999\}<\/style>/,
    );
    const theme = cookieNamed(cookies, 'theme')!;
    expect(theme).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/);
    expect(theme).not.toMatch(/Max-Age/);
    const later = await page('/login?lang=en', { cookie: theme.split(';')[0]! });
    expect(later.html).toContain('--thm:#000000');
  });

  it('keeps the default colour for a value that is not hex', async () => {
    const { html } = await page('/?lang=en&color-thm=notacolour');
    // The stylesheet's own default is in the page (inline); no theme style overrides it.
    expect(html).toContain('--thm:');
    expect(html).not.toMatch(/<style nonce="[^"]+">:root\{--thm:/);
  });
});

describe('embedding', () => {
  it('allows the configured ancestors, and a partner its own where configured', async () => {
    const environment = {
      FRAME_ANCESTORS: "'self' http://localhost:8791",
      PARTNER_FRAME_ANCESTORS: '{"P5678":"https://coastal.example"}',
    };
    const plain = await page('/?lang=en', {}, environment);
    expect(plain.response.headers.get('content-security-policy')).toMatch(
      /; frame-ancestors 'self' http:\/\/localhost:8791$/,
    );
    const partner = await page('/?lang=en', { cookie: 'partner=P5678' }, environment);
    expect(partner.response.headers.get('content-security-policy')).toMatch(
      /; frame-ancestors 'self' http:\/\/localhost:8791 https:\/\/coastal\.example$/,
    );
  });
});

describe('headers of bounded size (DESIGN §8: none over 8 KB)', () => {
  const longQuery = `q=${'x'.repeat(7 * 1024)}`;

  it('gives a page the alternates of its path and lang alone, whatever its query carries', async () => {
    const { response } = await page(`/catalogue?lang=en&${longQuery}&utm_source=mail`);
    expect(response.status).toBe(200);
    const alternates = response.headers.get('link') ?? '';
    expect(alternates).toContain('<https://portal.test/catalogue?lang=de>; rel="alternate"; hreflang="de"');
    expect(alternates).toContain('<https://portal.test/catalogue>; rel="alternate"; hreflang="x-default"');
    expect(alternates).not.toContain('xxx');
    expect(alternates).not.toContain('utm_source');
    expect(headerSizes(response.headers).headerBytes).toBeLessThan(HEADERS_LIMIT);
  });

  it('gives no alternates to a path of no page, however long', async () => {
    const { response } = await page(`/${'p'.repeat(2 * 1024)}?lang=en`);
    expect(response.status).toBe(404);
    expect(response.headers.get('link')).toBeNull();
    expect(headerSizes(response.headers).headerBytes).toBeLessThan(HEADERS_LIMIT);
  });

  it('sends no alternates with the redirect that takes a jwt out of the URL', async () => {
    const jwt = await partnerToken('P1234');
    const { response } = await page(`/?lang=en&jwt=${jwt}&${longQuery}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('link')).toBeNull();
    expect(response.headers.get('location')).not.toContain(jwt);
    expect(headerSizes(response.headers).headerBytes).toBeLessThan(HEADERS_LIMIT);
  });

  it('keeps a visit’s colours to a cookie of a few hundred bytes, however many a link names', async () => {
    const colours = Array.from({ length: 500 }, (_, i) => `color-c${i}=fff`).join('&');
    const { response, cookies } = await page(`/?lang=en&${colours}`);
    expect(response.status).toBe(200);
    expect(cookieNamed(cookies, 'theme')!.length).toBeLessThan(1024);
    expect(headerSizes(response.headers).headerBytes).toBeLessThan(HEADERS_LIMIT);
  });

  it('answers a URL longer than any redirect may repeat with 414', async () => {
    const { response } = await page(`/?${'q'.repeat(MAX_URL_LENGTH)}`);
    expect(response.status).toBe(414);
    expect(headerSizes(response.headers).headerBytes).toBeLessThan(HEADERS_LIMIT);
  });

  it('keeps the redirect that adds a language under 8 KB for the longest URL it takes', async () => {
    const { response } = await page(`/?${'q'.repeat(MAX_URL_LENGTH - 2)}`, { 'accept-language': 'de' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/lang=de$/);
    expect(headerSizes(response.headers).headerBytes).toBeLessThan(HEADERS_LIMIT);
  });
});
