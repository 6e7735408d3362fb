import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../shared/upstream/upstreamError.ts';
import { lookUpToken } from './tokenLookup.ts';

const refused = (status: number, retryAfterS?: number) => () =>
  Promise.reject(UpstreamError.fromStatus(status, undefined, retryAfterS));

describe('a token look-up', () => {
  it('is found with what the service answered', async () => {
    expect(await lookUpToken(() => Promise.resolve({ name: 'Casa Lucia' }))).toEqual({
      kind: 'found',
      data: { name: 'Casa Lucia' },
    });
  });

  it.each([404, 400])('finds nothing when the service answers %i', async (status) => {
    expect(await lookUpToken(refused(status))).toEqual({ kind: 'notFound' });
  });

  it("is rate-limited for as long as the refusal's Retry-After says", async () => {
    expect(await lookUpToken(refused(429, 540))).toEqual({ kind: 'rateLimited', retryAfterS: 540 });
  });

  it('is rate-limited without a wait when the refusal names none', async () => {
    expect(await lookUpToken(refused(429))).toEqual({ kind: 'rateLimited', retryAfterS: undefined });
  });

  it("fails with the service's error", async () => {
    const down = UpstreamError.fromStatus(503);
    await expect(lookUpToken(() => Promise.reject(down))).rejects.toBe(down);
  });

  it('fails without an answer as well', async () => {
    const offline = new TypeError('Failed to fetch');
    await expect(lookUpToken(() => Promise.reject(offline))).rejects.toBe(offline);
  });

  it('fails with the error its caller makes of the failure', async () => {
    const said = new Error('Error loading precheckin data.');
    await expect(lookUpToken(refused(502), () => said)).rejects.toBe(said);
  });
});
