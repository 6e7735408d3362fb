import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Upstreams } from '../upstreams.ts';
import { rateLimitedUpstreams } from './rateLimitedUpstreams.ts';
import { MAX_TOKEN_MISSES } from './tokenMissCounter.ts';

const KNOWN = 'KnownKnownKnownKnownKn';
const lookup = (token: string) =>
  new Request(`https://portal.test/webcc-api/v1/booking/reservations/${token}?lang=en`);
const unknown = (i: number) => `Unknown${String(i).padStart(15, '0')}`;

const post = (path: string, body: Record<string, string>) =>
  new Request(`https://portal.test${path}`, { method: 'POST', body: JSON.stringify(body) });

function servicesFor(client: string) {
  let asked = 0;
  const service = async (request: Request) => {
    asked += 1;
    const names = `${request.url} ${await request.text()}`;
    return names.includes(KNOWN)
      ? Response.json({ number: '4815162342' })
      : new Response(null, { status: 404 });
  };
  const upstreams = { 'webcc-api': service, 'guestworld-api': service } as unknown as Upstreams;
  return { services: rateLimitedUpstreams(upstreams, env, client), asked: () => asked };
}

describe('edge rate limits (issue 14)', () => {
  it(`refuses a client's misses after ${MAX_TOKEN_MISSES} unknown tokens, and no one else`, async () => {
    const guesser = servicesFor('203.0.113.7');
    for (let i = 0; i < MAX_TOKEN_MISSES; i += 1) {
      expect((await guesser.services['webcc-api'](lookup(unknown(i)))).status).toBe(404);
    }
    const refused = await guesser.services['webcc-api'](lookup(unknown(MAX_TOKEN_MISSES)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await refused.json()).toMatchObject({ message: 'Too many attempts. Please wait and try again' });

    const guest = servicesFor('198.51.100.2');
    expect((await guest.services['webcc-api'](lookup(KNOWN))).status).toBe(200);
  });

  it('answers a token that exists even from an address limited for guessing (issue 34 point 6)', async () => {
    const sharedWifi = servicesFor('203.0.113.8');
    for (let i = 0; i <= MAX_TOKEN_MISSES; i += 1) await sharedWifi.services['webcc-api'](lookup(unknown(i)));
    expect((await sharedWifi.services['webcc-api'](lookup(unknown(99)))).status).toBe(429);
    const guest = await sharedWifi.services['webcc-api'](lookup(KNOWN));
    expect(guest.status).toBe(200);
    expect(await guest.json()).toEqual({ number: '4815162342' });
    expect((await sharedWifi.services['webcc-api'](lookup(unknown(100)))).status).toBe(429);
  });

  it.each([
    [
      'the booking link',
      '203.0.113.21',
      (token: string) => post('/guestworld-api/v2/users/link', { reservationToken: token }),
    ],
    ['the review form', '203.0.113.22', (token: string) => post('/webcc-api/v1/forms/reviews', { token })],
    [
      'a pre-check-in write',
      '203.0.113.23',
      (token: string) => post(`/webcc-api/v1/booking/precheckins/${token}/customer`, {}),
    ],
    [
      'an invite look-up (issue 31)',
      '203.0.113.24',
      (token: string) => new Request(`https://portal.test/webcc-api/v1/booking/precheckins/invites/${token}`),
    ],
  ])('counts unknown tokens sent to %s as misses (issue 28 point 9)', async (_call, client, send) => {
    const guesser = servicesFor(client);
    const service = (request: Request) =>
      guesser.services[
        new URL(request.url).pathname.startsWith('/guestworld-api/') ? 'guestworld-api' : 'webcc-api'
      ](request);
    for (let i = 0; i < MAX_TOKEN_MISSES; i += 1) expect((await service(send(unknown(i)))).status).toBe(404);
    expect((await service(send(unknown(MAX_TOKEN_MISSES)))).status).toBe(429);
    expect((await service(send(KNOWN))).status).toBe(200);
  });

  it('keys an IPv6 client by its /64: a new address in it is no new client (issue 28 point 9)', async () => {
    for (let i = 0; i < MAX_TOKEN_MISSES; i += 1) {
      const { services } = servicesFor(`2001:db8:7:9::${(i + 1).toString(16)}`);
      expect((await services['webcc-api'](lookup(unknown(i)))).status).toBe(404);
    }
    const sameNetwork = servicesFor('2001:db8:7:9:ffff:ffff:ffff:ffff');
    expect((await sameNetwork.services['webcc-api'](lookup(unknown(MAX_TOKEN_MISSES)))).status).toBe(429);
    const nextNetwork = servicesFor('2001:db8:7:a::1');
    expect((await nextNetwork.services['webcc-api'](lookup(unknown(MAX_TOKEN_MISSES)))).status).toBe(404);
  });

  it('counts known tokens as no misses', async () => {
    const guest = servicesFor('198.51.100.3');
    for (let i = 0; i < MAX_TOKEN_MISSES + 5; i += 1) {
      expect((await guest.services['webcc-api'](lookup(KNOWN))).status).toBe(200);
    }
  });

  it('limits sending and checking codes per client and minute', async () => {
    const { services } = servicesFor('203.0.113.9');
    const code = () =>
      services['webcc-api'](
        new Request('https://portal.test/webcc-api/v1/booking/reservations/4815162342/authcodes/123456'),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await code()).status);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(
      (
        await servicesFor('198.51.100.4').services['webcc-api'](
          new Request('https://portal.test/webcc-api/v1/booking/reservations/4815162342/authcodes/123456'),
        )
      ).status,
    ).not.toBe(429);
  });
});
