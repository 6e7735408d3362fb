import { beforeEach, describe, expect, it } from 'vitest';
import { fetchWhole, fixtures, get } from '../entry/test/request.ts';
import { MAX_TOKEN_MISSES } from './rateLimit/tokenMissCounter.ts';

// Issue 34 point 6: guest error pages answer with their real status, and a token that exists is
// answered even from an address limited for guessing.

const unknown = (i: number) => `Unknown${String(i).padStart(15, '0')}`;
const page = (path: string, client: string) => get(`${path}?lang=en`, { 'cf-connecting-ip': client });

beforeEach(async () => {
  await fetchWhole('https://portal.test/__dev/reset', { method: 'POST' });
});

describe('token pages (issue 34 point 6)', () => {
  it('answer an unknown pre-check-in with 404 and its page', async () => {
    const response = await page(`/precheckins/${unknown(1)}`, '198.51.100.31');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We could not find this pre-check-in');
  });

  it('answer an unknown invite with 404, and a client refused for guessing with 429 and Retry-After', async () => {
    const client = '203.0.113.32';
    const missed = await page(`/precheckins/invite/${unknown(1)}`, client);
    expect(missed.status).toBe(404);
    expect(await missed.text()).toContain('<html');
    for (let i = 2; i <= MAX_TOKEN_MISSES; i += 1) await page(`/precheckins/invite/${unknown(i)}`, client);

    const limited = await page(`/precheckins/invite/${unknown(MAX_TOKEN_MISSES + 1)}`, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many attempts');
  });

  it('answer a client that missed lately with the real status: 404, then 429 with Retry-After', async () => {
    const client = '203.0.113.31';
    // A client with no miss streams its shell before the look-up answers (DESIGN §8).
    expect((await page(`/reservations/${unknown(0)}`, client)).status).toBe(200);
    const missed = await page(`/reservations/${unknown(1)}`, client);
    expect(missed.status).toBe(404);
    expect(await missed.text()).toContain('<html');
    for (let i = 2; i < MAX_TOKEN_MISSES; i += 1) await page(`/reservations/${unknown(i)}`, client);

    const limited = await page(`/reservations/${unknown(MAX_TOKEN_MISSES)}`, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await limited.text()).toContain('Too many attempts');
    expect((await page(`/myaccount/wishlists/${unknown(99)}`, client)).status).toBe(429);

    const { reservations } = await fixtures();
    const guest = await page(`/reservations/${reservations[0]!.token}`, client);
    expect(guest.status).toBe(200);
    expect(await guest.text()).not.toContain('Too many attempts');
    const { precheckins } = await fixtures();
    const modeAll = precheckins.find((p) => p.number === '4815162342')!;
    expect((await page(`/precheckins/${modeAll.token}/customer`, client)).status).toBe(200);
  });
});
