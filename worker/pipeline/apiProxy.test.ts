import { describe, expect, it, vi } from 'vitest';
import { apiProxyStep } from './apiProxy.ts';
import { requestIdStep } from './requestId.ts';
import { stepHarness } from './stepHarness.ts';

/** A call the portal makes that is keyed by no booking number (those need the booking's token). */
const PATH = '/webcc-api/v1/forms/reviews';
const READ = '/webcc-api/v1/reviews';

function proxy(answer: () => Response = () => new Response('answered', { status: 202 })) {
  const received: Request[] = [];
  const webcc = vi.fn(async (request: Request) => {
    received.push(request);
    return answer();
  });
  return { received, ...stepHarness([requestIdStep, apiProxyStep], { upstreams: { 'webcc-api': webcc } }) };
}

describe('same-origin API step', () => {
  it('forwards a call with the XSRF pair, without the portal’s cookies and header', async () => {
    const { request, received } = proxy();
    const response = await request(PATH, {
      method: 'POST',
      body: '{}',
      headers: {
        cookie: 'XSRF-TOKEN=same; lang=en',
        'x-xsrf-token': 'same',
        'content-type': 'application/json',
      },
    });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('answered');
    expect(new URL(received[0]!.url).pathname).toBe(PATH);
    expect(received[0]!.headers.get('cookie')).toBeNull();
    expect(received[0]!.headers.get('x-xsrf-token')).toBeNull();
    expect(received[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('forwards only the headers the call needs, and no method override (issue 28 point 8)', async () => {
    const { request, received } = proxy();
    const smuggled = {
      'x-http-method-override': 'DELETE',
      'x-original-url': '/webcc-api/v1/admin',
      'x-rewrite-url': '/webcc-api/v1/admin',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=192.0.2.1;host=evil.example;proto=http',
      'x-real-ip': '192.0.2.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '192.0.2.1',
      authorization: 'Authcode 123456',
      'x-reservation-token': 'AbCdEfGhIjKlMnOpQrStUv',
    };
    await request(`${PATH}?_method=DELETE&lang=en`, {
      method: 'POST',
      body: 'rating=5',
      headers: {
        ...smuggled,
        cookie: 'XSRF-TOKEN=same',
        'x-xsrf-token': 'same',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'accept-language': 'de',
      },
    });
    const sent = received[0]!;
    expect(sent.method).toBe('POST');
    expect(new URL(sent.url).search).toBe('?lang=en');
    expect(Object.fromEntries(sent.headers)).toEqual({
      accept: 'application/json',
      'accept-language': 'de',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': 'local',
    });
    expect(await sent.text()).toBe('rating=5');
  });

  it('forwards a booking change its code, a payment none (issue 28 point 8)', async () => {
    const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
    const sent: Request[] = [];
    const webcc = async (request: Request) => {
      sent.push(request);
      return Response.json({ number: '4815162342' });
    };
    const { request } = stepHarness([apiProxyStep], { upstreams: { 'webcc-api': webcc } });
    const headers = {
      cookie: 'XSRF-TOKEN=same',
      'x-xsrf-token': 'same',
      'x-reservation-token': TOKEN,
      authorization: 'Authcode 123456',
      'x-lastmodified': '2026-05-01T10:00:00Z',
    };
    const booking = '/webcc-api/v1/booking/reservations/4815162342';
    await request(booking, { method: 'PUT', headers });
    await request(`${booking}/payments`, { method: 'POST', headers });
    const [change, payment] = sent.filter((call) => call.method !== 'GET');
    expect(change!.headers.get('authorization')).toBe('Authcode 123456');
    expect(change!.headers.get('x-lastmodified')).toBe('2026-05-01T10:00:00Z');
    expect(payment!.headers.get('authorization')).toBeNull();
    expect(payment!.headers.get('x-lastmodified')).toBeNull();
  });

  it.each(['/webcc-api/v1/pictures/IT3020.100.1/1.svg', '/guestworld-api/v2/users/pictures/u1.svg'])(
    'gives the SVG picture at %s the picture CSP of /img (issue 28 point 9)',
    async (path) => {
      const svg = () =>
        new Response('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', {
          headers: { 'Content-Type': 'image/svg+xml' },
        });
      const { request } = stepHarness([apiProxyStep], {
        upstreams: { 'webcc-api': async () => svg(), 'guestworld-api': async () => svg() },
      });
      const answer = await request(path);
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('gives guestworld-api the identity session cookie alone, and webcc-api none', async () => {
    const received: Request[] = [];
    const service = async (request: Request) => {
      received.push(request);
      return Response.json({});
    };
    const { request } = stepHarness([apiProxyStep], {
      upstreams: { 'guestworld-api': service, 'webcc-api': service },
    });
    const cookie = 'XSRF-TOKEN=same; ory_kratos_session=abc; uid=u1; partner=P5678';
    await request('/guestworld-api/v2/users', { headers: { cookie } });
    await request('/webcc-api/v1/reviews', { headers: { cookie } });
    expect(received[0]!.headers.get('cookie')).toBe('ory_kratos_session=abc');
    expect(received[1]!.headers.get('cookie')).toBeNull();
  });

  it('answers 502 when the service cannot be reached and 504 when it does not answer in time', async () => {
    const unreachable = stepHarness([apiProxyStep], {
      upstreams: { 'webcc-api': async () => Promise.reject(new TypeError('Network connection lost')) },
    });
    const unreachableAnswer = await unreachable.request('/webcc-api/v1/reviews');
    expect(unreachableAnswer.status).toBe(502);
    expect(await unreachableAnswer.json()).toMatchObject({ error: 'bad_gateway' });
    const slow = stepHarness([apiProxyStep], {
      upstreams: {
        'webcc-api': async () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
      },
    });
    expect((await slow.request('/webcc-api/v1/reviews')).status).toBe(504);
  });

  it('lets nobody keep a booking, a pre-check-in, a user or a wishlist (no-store)', async () => {
    const service = async () => Response.json({}, { headers: { 'Cache-Control': 'public, max-age=600' } });
    const { request } = stepHarness([apiProxyStep], {
      upstreams: { 'webcc-api': service, 'guestworld-api': service },
    });
    const store = async (path: string) => (await request(path)).headers.get('cache-control');
    expect(await store('/webcc-api/v1/booking/reservations/AbCdEfGhIjKlMnOpQrStUv')).toBe('no-store');
    expect(await store('/webcc-api/v1/booking/precheckins/AbCdEfGhIjKlMnOpQrStUv')).toBe('no-store');
    expect(await store('/guestworld-api/v2/wishlists/shared/AbCdEfGhIjKlMnOpQrStUv')).toBe('no-store');
    expect(await store('/webcc-api/v1/reviews')).toBe('public, max-age=600');
  });

  it('refuses a mutating call without the pair with 403, and never calls the service', async () => {
    const { request, received } = proxy();
    const response = await request(PATH, {
      method: 'DELETE',
      headers: { cookie: 'XSRF-TOKEN=one', 'x-xsrf-token': 'two' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'xsrf', message: 'Missing or mismatched XSRF token' });
    expect(received).toEqual([]);
  });

  it('passes reads through without the pair', async () => {
    const { request } = proxy(() => Response.json({ ok: true }));
    expect(await (await request(READ)).json()).toEqual({ ok: true });
  });

  it('takes its own headers on an upstream answer whose headers are immutable', async () => {
    const { request } = proxy(() => Response.redirect('https://elsewhere.example/', 302));
    const response = await request(READ, { headers: { 'cf-ray': 'ray-9' } });
    expect(response.headers.get('location')).toBe('https://elsewhere.example/');
    expect(response.headers.get('x-request-id')).toBe('ray-9');
  });

  it('leaves other paths to the next step', async () => {
    const { request, received } = proxy();
    for (const path of ['/webcc-api', '/login', '/i18n/en/common.json']) {
      expect((await request(path)).headers.get('content-type')).toBe('application/json');
    }
    expect(received).toEqual([]);
  });

  it('refuses a call the portal never makes with 404, and never calls the service', async () => {
    const { request, received } = proxy();
    const pair = { cookie: 'XSRF-TOKEN=same', 'x-xsrf-token': 'same' };
    expect((await request('/webcc-api/v1/admin/everything')).status).toBe(404);
    expect(
      (await request('/webcc-api/v1/booking/reservations/4815162342/payments', { headers: pair })).status,
    ).toBe(404);
    expect(received).toEqual([]);
  });

  it("lets a call keyed by booking number through only with that booking's token (issue 14)", async () => {
    const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
    const seen: string[] = [];
    const webcc = async (request: Request) => {
      const path = new URL(request.url).pathname;
      seen.push(`${request.method} ${path}`);
      if (path.endsWith(`/reservations/${TOKEN}`)) return Response.json({ number: '4815162342' });
      if (path.includes('/reservations/') && path.endsWith('/checkPrice')) return Response.json({ total: 1 });
      return new Response(null, { status: 404 });
    };
    const { request } = stepHarness([apiProxyStep], { upstreams: { 'webcc-api': webcc } });
    const checkPrice = (number: string, token?: string) =>
      request(`/webcc-api/v1/booking/reservations/${number}/checkPrice`, {
        headers: token ? { 'x-reservation-token': token } : {},
      });
    expect((await checkPrice('4815162352')).status).toBe(403);
    expect((await checkPrice('4815162352', TOKEN)).status).toBe(403);
    expect((await checkPrice('4815162342', 'GuessedGuessedGuessed1')).status).toBe(403);
    expect(seen.filter((line) => line.endsWith('/checkPrice'))).toEqual([]);
    expect((await checkPrice('4815162342', TOKEN)).status).toBe(200);
    expect(seen.at(-1)).toBe('GET /webcc-api/v1/booking/reservations/4815162342/checkPrice');
  });

  it("asks the booking's token for the review of a stay, which only its guest may look up (issue 15)", async () => {
    const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
    const webcc = async (request: Request) =>
      new URL(request.url).pathname.endsWith(`/reservations/${TOKEN}`)
        ? Response.json({ number: '4815162351' })
        : Response.json({ reviews: [] });
    const { request } = stepHarness([apiProxyStep], { upstreams: { 'webcc-api': webcc } });
    const review = (token?: string) =>
      request('/webcc-api/v1/reviews?filters=reservation:4815162351&page=1&pagesize=1', {
        headers: token ? { 'x-reservation-token': token } : {},
      });
    expect((await review()).status).toBe(403);
    expect((await review(TOKEN)).status).toBe(200);
    expect((await request(`${READ}?filters=accommodation:IT3020.100.1`)).status).toBe(200);
  });
});
