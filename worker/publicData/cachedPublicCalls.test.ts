import { beforeEach, describe, expect, it } from 'vitest';
import {
  cachedPublicUpstreams,
  forgetCachedPublicAnswers,
  PUBLIC_ANSWER_FRESH_MS,
} from './cachedPublicCalls.ts';
import { publicCallKey } from './publicCall.ts';
import type { Upstream, Upstreams } from '../upstreams.ts';

const ORIGIN = 'https://portal.test';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const HOUSE = '/webcc-api/v1/accommodations/IT3020.100.1/en';
const RATING = '/webcc-api/v1/reviews?filters=accommodation:IT3020.100.1&page=1&pagesize=1';

/** A data centre's Cache API store that records what it is given. */
function recordingStore() {
  const kept = new Map<string, Response>();
  const puts: string[] = [];
  const store = {
    match: async (url: string) => kept.get(url)?.clone(),
    put: async (url: string, response: Response) => {
      puts.push(url);
      kept.set(url, response);
    },
    delete: async (url: string) => kept.delete(url),
  } as unknown as Cache;
  return { store, kept, puts };
}

function edge(
  answer: (request: Request) => Response | Promise<Response> = () => Response.json({ name: 'Casa Lucia' }),
) {
  const asked: Request[] = [];
  const refreshes: Promise<unknown>[] = [];
  const { store, kept, puts } = recordingStore();
  let now = 0;
  const webcc: Upstream = async (request) => {
    asked.push(request);
    return answer(request);
  };
  const upstreams = cachedPublicUpstreams({ 'webcc-api': webcc } as Upstreams, {
    waitUntil: (promise) => refreshes.push(promise),
    store: Promise.resolve(store),
    now: () => now,
  });
  const get = async (path: string, init?: RequestInit) =>
    upstreams['webcc-api'](new Request(ORIGIN + path, init));
  const settled = async () => {
    let awaited = 0;
    while (awaited < refreshes.length) {
      awaited = refreshes.length;
      await Promise.all(refreshes);
    }
  };
  return { asked, refreshes, kept, puts, get, settled, at: (ms: number) => (now = ms) };
}

describe('public answers kept at the edge (issue 29 point 2)', () => {
  beforeEach(forgetCachedPublicAnswers);

  it('asks the service once for an accommodation and its rating, then answers from the edge', async () => {
    const { asked, puts, get, settled } = edge();
    for (const path of [HOUSE, RATING, HOUSE, RATING]) {
      const answer = await get(path, {
        headers: { 'x-forwarded-for': '192.0.2.7', accept: 'application/json' },
      });
      expect(await answer.json()).toEqual({ name: 'Casa Lucia' });
    }
    await settled();
    expect(asked.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      HOUSE,
      '/webcc-api/v1/reviews?filters=accommodation%3AIT3020.100.1&page=1&pagesize=1',
    ]);
    // The service is asked the canonical call alone: nothing of the guest who happened to ask first.
    expect([...asked[0]!.headers.keys()]).toEqual(['accept']);
    expect(puts).toEqual([
      `https://public-answers.internal${HOUSE}`,
      'https://public-answers.internal/webcc-api/v1/reviews?filters=accommodation%3AIT3020.100.1&page=1&pagesize=1',
    ]);
  });

  it('serves a stale copy at once, refreshes it once in waitUntil, and then serves the new one', async () => {
    let name = 'first';
    const { asked, refreshes, get, settled, at } = edge(() => Response.json({ name }));
    await get(HOUSE);
    await settled();
    name = 'second';
    at(PUBLIC_ANSWER_FRESH_MS - 1);
    expect(await (await get(HOUSE)).json()).toEqual({ name: 'first' });
    at(PUBLIC_ANSWER_FRESH_MS);
    const stale = await Promise.all([get(HOUSE), get(HOUSE), get(HOUSE)]);
    expect(await Promise.all(stale.map((answer) => answer.json()))).toEqual(Array(3).fill({ name: 'first' }));
    expect(refreshes.length).toBeGreaterThan(0);
    await settled();
    expect(asked).toHaveLength(2);
    expect(await (await get(HOUSE)).json()).toEqual({ name: 'second' });
  });

  it('keeps the stale copy when its refresh fails, and drops it when the service says it is gone', async () => {
    let status = 200;
    const { get, settled, at, kept } = edge(() =>
      status === 200 ? Response.json({ name: 'Casa Lucia' }) : new Response('no', { status }),
    );
    await get(HOUSE);
    await settled();
    status = 503;
    at(PUBLIC_ANSWER_FRESH_MS);
    expect((await get(HOUSE)).status).toBe(200);
    await settled();
    expect(await (await get(HOUSE)).json()).toEqual({ name: 'Casa Lucia' });
    status = 404;
    at(PUBLIC_ANSWER_FRESH_MS * 10);
    await get(HOUSE);
    await settled();
    expect(kept.size).toBe(0);
    expect((await get(HOUSE)).status).toBe(404);
  });

  it('serves what another isolate of the data centre kept, without asking the service', async () => {
    const first = edge();
    await first.get(HOUSE);
    await first.settled();
    await forgetCachedPublicAnswers();
    const second = edge();
    const stored = first.kept.get(`https://public-answers.internal${HOUSE}`)!;
    await second.kept.set(`https://public-answers.internal${HOUSE}`, stored);
    expect(await (await second.get(HOUSE)).json()).toEqual({ name: 'Casa Lucia' });
    expect(second.asked).toHaveLength(0);
  });

  it('never keeps a reservation, a pre-check-in, a booking’s review, a wishlist, or a call with a cookie or a token', async () => {
    const { asked, puts, get, settled } = edge();
    const personal: [string, RequestInit?][] = [
      [`/webcc-api/v1/booking/reservations/${TOKEN}?lang=en`],
      [`/webcc-api/v1/booking/reservations/voucher/${TOKEN}?lang=en`],
      [`/webcc-api/v1/booking/precheckins/${TOKEN}`],
      ['/webcc-api/v1/reviews?filters=reservation:4815162351&page=1&pagesize=1'],
      ['/webcc-api/v1/reviews?filters=accommodation:IT3020.100.1,reservation:4815162351&page=1&pagesize=1'],
      [`${RATING}&token=${TOKEN}`],
      [`${HOUSE}?token=${TOKEN}`],
      [`/webcc-api/v1/accommodations/${TOKEN}/documents/invoice`],
      [HOUSE, { headers: { cookie: 'ory_kratos_session=abc' } }],
      [HOUSE, { headers: { 'x-reservation-token': TOKEN } }],
      [HOUSE, { headers: { authorization: 'Authcode 123456' } }],
      [RATING, { headers: { jwt: 'partner.jwt.token' } }],
      [HOUSE, { method: 'POST', body: '{}' }],
    ];
    for (const round of [1, 2]) {
      for (const [path, init] of personal) await get(path, init);
      expect(asked).toHaveLength(personal.length * round);
    }
    await settled();
    expect(puts).toEqual([]);
  });

  it('passes on, without keeping, an answer that is not a plain public 200', async () => {
    const answers = [
      new Response('missing', { status: 404 }),
      Response.json({}, { headers: { 'set-cookie': 'session=1' } }),
      Response.json({}, { headers: { 'cache-control': 'private, max-age=60' } }),
      new Response('x'.repeat(300 * 1024), { headers: { 'content-type': 'application/json' } }),
    ];
    const { asked, puts, get, settled } = edge(() => answers[asked.length - 1]!);
    expect((await get(HOUSE)).status).toBe(404);
    expect((await get(HOUSE)).headers.get('set-cookie')).toBe('session=1');
    await get(HOUSE);
    expect((await (await get(HOUSE)).text()).length).toBe(300 * 1024);
    await settled();
    expect(asked).toHaveLength(4);
    expect(puts).toEqual([]);
  });
});

describe('which calls are public', () => {
  const key = (path: string, headers?: Record<string, string>) =>
    publicCallKey(new Request(ORIGIN + path, { headers }));

  it('keys an accommodation and its rating by what they are, with nothing of who asks', () => {
    expect(key(HOUSE, { 'x-forwarded-for': '192.0.2.7', 'accept-language': 'de' })).toBe(HOUSE);
    expect(key('/webcc-api/v1/reviews?pagesize=1&page=1&filters=accommodation:DK1050.12.1')).toBe(
      '/webcc-api/v1/reviews?filters=accommodation%3ADK1050.12.1&page=1&pagesize=1',
    );
  });

  it('keys nothing else: not the pages of reviews a guest who has just written one reads next', () => {
    expect(key('/webcc-api/v1/reviews?filters=accommodation:IT3020.100.1&page=2&pagesize=10')).toBeNull();
    expect(key('/webcc-api/v1/reviews?filters=accommodation:IT3020.100.1&page=1&pagesize=10')).toBeNull();
    expect(key('/webcc-api/v1/reviews?filters=accommodation:IT3020.100.1&page=1')).toBeNull();
    expect(
      key('/webcc-api/v1/reviews?filters=accommodation:IT3020.100.1&page=1&pagesize=1&lang=en'),
    ).toBeNull();
    expect(
      key('/webcc-api/v1/reviews?filters=accommodation:IT3020.100.1&filters=reservation:1&page=1&pagesize=1'),
    ).toBeNull();
    expect(key('/webcc-api/v1/accommodations/IT3020.100.1/en/extra')).toBeNull();
    expect(key('/webcc-api/v1/accommodations/..%2Fbooking/en')).toBeNull();
    expect(key('/guestworld-api/v2/wishlists/shared/' + TOKEN)).toBeNull();
  });
});
