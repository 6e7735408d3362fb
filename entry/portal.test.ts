import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import production from './worker.ts';
import { createPortal } from '../worker/app.ts';
import { sandboxUpstreams } from './localSandbox.ts';
import type { Upstream } from '../worker/upstreams.ts';
import { forgetCachedPublicAnswers } from '../worker/publicData/cachedPublicCalls.ts';
import { renderPage } from '../web/app/render.server.tsx';
import { catalogFor } from '../web/i18n/catalogFor.ts';
import { fetchWhole, fixtures } from './test/request.ts';

async function call(app: { fetch: typeof production.fetch }, path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`https://portal.test${path}`, { redirect: 'manual', ...init }),
    env,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

async function firstReservationToken(): Promise<string> {
  return (await fixtures()).reservations[0]!.token;
}

describe('the production bundle', () => {
  it('has no development pages', async () => {
    for (const path of ['/__dev/fixtures.json', '/__dev/mailbox', '/__dev/mailbox.json']) {
      expect((await call(production, path)).status).toBe(404);
    }
    expect((await call(production, '/__dev/reset', { method: 'POST' })).status).toBe(404);
  });

  it('reports unready, naming each upstream it cannot reach', async () => {
    const response = await call(production, '/readiness', {
      headers: { 'x-readiness-token': env.READINESS_TOKEN! },
    });
    expect(response.status).toBe(503);
    const body = (await response.json()) as { failed: string[]; checks: Record<string, { ok: boolean }> };
    expect(body.failed.sort()).toEqual(['conf-api', 'guestworld-api', 'validation-api', 'webcc-api']);
    expect(body.checks.kv?.ok).toBe(true);
    expect(body.checks.d1?.ok).toBe(true);
  });

  it('still renders pages with the default configuration when conf-api is unreachable', async () => {
    const response = await call(production, '/?lang=en');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your holiday home, all in one place');
  });
});

describe('conf-api redirects', () => {
  it('send the visitor to the configured location with 301 by default', async () => {
    const response = await fetchWhole('https://portal.test/bookings?lang=en', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/myaccount/bookings');
  });

  it('use the status the page gives, also to another site', async () => {
    const response = await fetchWhole('https://portal.test/holiday-homes?lang=en', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.holiday-homes.example/holiday-homes');
  });
});

describe('header and footer from the page configuration', () => {
  it("show 'contact us', the legal links and the copyright year", async () => {
    const html = await (await fetchWhole('https://portal.test/?lang=en')).text();
    expect(html).toContain('>Contact us</a>');
    for (const label of ['Terms and conditions', 'Privacy policy', 'Imprint', 'Cookie settings'])
      expect(html).toContain(label);
    expect(html).toContain(`© ${new Date().getFullYear()} Holiday Homes Portal AG`);
  });

  it("hide 'contact us' on the rental-management variant", async () => {
    const html = await (await fetchWhole('https://rental.portal.test/?lang=en')).text();
    expect(html).not.toContain('>Contact us</a>');
    expect(html).toContain('Imprint');
  });
});

describe('streaming', () => {
  it('flushes the shell before the upstream answers, then streams the data into it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const portal = createPortal({
      render: renderPage,
      catalog: catalogFor,
      upstreams: (e, ctx) => {
        const sandbox = sandboxUpstreams(e);
        const slowWebcc: Upstream = async (request) => {
          await held;
          return sandbox['webcc-api'](request);
        };
        void ctx;
        return { ...sandbox, 'webcc-api': slowWebcc };
      },
    });
    const token = await firstReservationToken();
    const response = await call(portal, `/reservations/${token}?lang=en`);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let shell = '';
    while (!shell.includes('</footer>')) {
      const { value, done } = await reader.read();
      if (done) break;
      shell += decoder.decode(value, { stream: true });
    }
    expect(shell).toContain('class="skeleton"');
    expect(shell).not.toContain('Casa Lucia');
    release();
    let rest = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
    }
    expect(rest).toContain('<h1>Casa Lucia</h1>');
    expect(rest).toMatch(/self\.__RQ\.push\(\{.*"queryKey":\["reservation","/);
  });
});

/** A portal on the sandbox whose calls to webcc-api pass `watch` first. */
function portalWatchingWebcc(watch: (request: Request, webcc: Upstream) => Promise<Response>) {
  return createPortal({
    render: renderPage,
    catalog: catalogFor,
    upstreams: (e) => {
      const sandbox = sandboxUpstreams(e);
      return { ...sandbox, 'webcc-api': (request) => watch(request, sandbox['webcc-api']) };
    },
  });
}

describe('upstream calls of a page', () => {
  beforeEach(forgetCachedPublicAnswers);

  it('ask webcc-api for the reservation alone once the house is kept at the edge (issue 29 point 2)', async () => {
    const asked: string[] = [];
    const portal = portalWatchingWebcc(async (request, webcc) => {
      asked.push(new URL(request.url).pathname.replace(/\/[^/]+$/, '/…'));
      return webcc(request);
    });
    const token = await firstReservationToken();
    const first = await (await call(portal, `/reservations/${token}?lang=en`)).text();
    expect(first).toMatch(/\d\.\d out of 5 · \d+ reviews/);
    expect(asked.sort()).toEqual([
      '/webcc-api/v1/accommodations/IT3020.100.1/…',
      '/webcc-api/v1/booking/reservations/…',
      '/webcc-api/v1/…',
    ]);
    asked.length = 0;
    const again = await (await call(portal, `/reservations/${token}?lang=en`)).text();
    expect(again).toContain('<h1>Casa Lucia</h1>');
    expect(again).toMatch(/\d\.\d out of 5 · \d+ reviews/);
    expect(asked).toEqual(['/webcc-api/v1/booking/reservations/…']);
  });

  it("ask for the accommodation's rating beside the accommodation, not after its answer", async () => {
    const events: string[] = [];
    let ratingAsked: () => void = () => {};
    const rating = new Promise<void>((resolve) => (ratingAsked = resolve));
    const portal = portalWatchingWebcc(async (request, webcc) => {
      const { pathname } = new URL(request.url);
      if (pathname.includes('/v1/reviews')) {
        events.push('rating asked');
        ratingAsked();
      }
      if (!pathname.includes('/v1/accommodations/')) return webcc(request);
      events.push('accommodation asked');
      // One after the other, the rating would be asked only once this answer is in: it would
      // wait the whole second here, and come after it.
      await Promise.race([rating, new Promise((resolve) => setTimeout(resolve, 1000))]);
      events.push('accommodation answered');
      return webcc(request);
    });
    const token = await firstReservationToken();
    const html = await (await call(portal, `/reservations/${token}?lang=en`)).text();
    expect(html).toContain('<h1>Casa Lucia</h1>');
    expect(html).toMatch(/\d\.\d out of 5 · \d+ reviews/);
    expect(events).toContain('accommodation asked');
    expect(events.indexOf('rating asked')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('rating asked')).toBeLessThan(events.indexOf('accommodation answered'));
  });
});

describe('guest error pages', () => {
  const page = async (path: string, client: string) =>
    (await fetchWhole(`https://portal.test${path}`, { headers: { 'cf-connecting-ip': client } })).text();

  it('explain an unknown token, and refuse a client that keeps guessing', async () => {
    const client = '192.0.2.55';
    const unknown = await page('/reservations/AbCdEfGhIjKlMnOpQrStUvWx?lang=en', client);
    expect(unknown).toContain('We could not find this reservation');
    for (let i = 0; i < 9; i += 1) await page(`/reservations/AbCdEfGhIjKlMnOpQrSt${i}wxyz?lang=en`, client);
    const refused = await page('/reservations/AbCdEfGhIjKlMnOpQrStzzzz?lang=en', client);
    expect(refused).toContain('<h1>Too many attempts</h1>');
    // Issue 34 point 6: a booking that exists opens for anyone holding its link, the guesser too.
    const token = await firstReservationToken();
    expect(await page(`/reservations/${token}?lang=en`, client)).toContain('<h1>Casa Lucia</h1>');
    expect(await page(`/reservations/${token}?lang=en`, '192.0.2.56')).toContain('<h1>Casa Lucia</h1>');
  });

  it('count unknown invite links as misses too, and tell what an unknown one is (issue 31)', async () => {
    const client = '192.0.2.58';
    const unknown = await page('/precheckins/invite/AbCdEfGhIjKlMnOpQrStUvWx?lang=en', client);
    expect(unknown).toContain('We could not find this invitation');
    for (let i = 0; i < 9; i += 1)
      await page(`/precheckins/invite/AbCdEfGhIjKlMnOpQrSt${i}wxyz?lang=en`, client);
    expect(await page('/reservations/AbCdEfGhIjKlMnOpQrStyyyy?lang=en', client)).toContain(
      'Too many attempts',
    );
    // Only misses are refused (issue 34 point 6): the client's own booking still opens.
    const token = await firstReservationToken();
    expect(await page(`/reservations/${token}?lang=en`, client)).not.toContain('Too many attempts');
  });

  it('tell a refused client how long to wait, from Retry-After (issue 15)', async () => {
    const client = '192.0.2.57';
    for (let i = 0; i < 10; i += 1) await page(`/precheckins/AbCdEfGhIjKlMnOpQrSt${i}wxyz?lang=en`, client);
    const reservation = await page('/reservations/AbCdEfGhIjKlMnOpQrStyyyy?lang=en', client);
    expect(reservation).toMatch(/please wait before the next attempt\.? You can try again in 10 minutes\./);
    const precheckin = await page(`/precheckins/AbCdEfGhIjKlMnOpQrStUvWx/arrival?lang=de`, client);
    expect(precheckin).toContain('<h1>Zu viele Versuche</h1>');
    expect(precheckin).toContain('Sie können es in 10 Minuten erneut versuchen.');
  });

  it('show the internal error page when the reservation service fails', async () => {
    const portal = createPortal({
      render: renderPage,
      catalog: catalogFor,
      upstreams: (e) => ({
        ...sandboxUpstreams(e),
        'webcc-api': async () => new Response('down', { status: 503 }),
      }),
    });
    const token = await firstReservationToken();
    const html = await (await call(portal, `/reservations/${token}?lang=en`)).text();
    expect(html).not.toContain('Casa Lucia');
    // The reservation's boundary errs on the server, so the browser shows the internal error page;
    // React says so inline before the shell is sent, or with $RX once it has gone.
    expect(html).toMatch(/<template data-msg=|\$RX\("B:0"/);
  });
});

describe('pre-check-in pages', () => {
  it("log 'Error loading precheckin data.' when the service fails, and show the guest error page", async () => {
    const { precheckins } = await fixtures();
    const portal = createPortal({
      render: renderPage,
      catalog: catalogFor,
      upstreams: (e) => ({
        ...sandboxUpstreams(e),
        'webcc-api': async () => new Response('down', { status: 502 }),
      }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await call(portal, `/precheckins/${precheckins[0]!.token}/arrival?lang=en`);
    expect(response.status).toBe(500);
    const html = await response.text();
    // Issue 15: a way on instead of the bare message, which goes to the log.
    expect(html).toContain('Your pre-check-in could not be loaded.');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).toContain('call us on +41 44 000 00 00');
    expect(logged.mock.calls.some(([line]) => line === 'Error loading precheckin data.')).toBe(true);
    logged.mockRestore();
  });
});
