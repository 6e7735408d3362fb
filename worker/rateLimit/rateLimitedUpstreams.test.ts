import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Upstreams } from '../upstreams.ts';
import { rateLimitedUpstreams } from './rateLimitedUpstreams.ts';
import { MAX_TOKEN_MISSES } from './tokenMissCounter.ts';

const KNOWN = 'KnownKnownKnownKnownKn';
const lookup = (token: string) =>
  new Request(`https://portal.test/webcc-api/v1/booking/reservations/${token}?lang=en`);
const unknown = (i: number) => `Unknown${String(i).padStart(15, '0')}`;

function servicesFor(client: string) {
  let asked = 0;
  const webcc = async (request: Request) => {
    asked += 1;
    return request.url.includes(KNOWN)
      ? Response.json({ number: '4815162342' })
      : new Response(null, { status: 404 });
  };
  const upstreams = { 'webcc-api': webcc } as unknown as Upstreams;
  return { services: rateLimitedUpstreams(upstreams, env, client), asked: () => asked };
}

describe('edge rate limits (issue 14)', () => {
  it(`refuses a client after ${MAX_TOKEN_MISSES} unknown tokens, without asking the service, and no one else`, async () => {
    const guesser = servicesFor('203.0.113.7');
    for (let i = 0; i < MAX_TOKEN_MISSES; i += 1) {
      expect((await guesser.services['webcc-api'](lookup(unknown(i)))).status).toBe(404);
    }
    const refused = await guesser.services['webcc-api'](lookup(KNOWN));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await refused.json()).toMatchObject({ message: 'Too many attempts. Please wait and try again' });
    expect(guesser.asked()).toBe(MAX_TOKEN_MISSES);

    const guest = servicesFor('198.51.100.2');
    expect((await guest.services['webcc-api'](lookup(KNOWN))).status).toBe(200);
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
