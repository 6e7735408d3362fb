import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpUpstream } from './upstreams.ts';

describe('the production proxy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['POST', '/webcc-api/v1/booking/reservations/4815162342/authcodes/email', 90_000],
    ['PUT', '/webcc-api/v1/booking/reservations/4815162342', 20_000],
    ['DELETE', '/webcc-api/v1/booking/reservations/4815162342', 10_000],
    ['GET', '/webcc-api/v1/booking/reservations/4815162342', 25_000],
  ])('bounds %s %s by %i ms (SPEC §7) and sends it to the base URL', async (method, path, ms) => {
    const sent: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(request);
      return new Response('{}');
    });
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await httpUpstream(
      'webcc-api',
      'https://webcc.example/api/',
    )(new Request(`https://portal.test${path}?lang=en`, { method, body: method === 'GET' ? null : 'x=1' }));
    expect(timeout.mock.calls).toEqual([[ms]]);
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      `${method} https://webcc.example/api${path.slice('/webcc-api'.length)}?lang=en`,
    ]);
  });
});
