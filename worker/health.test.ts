import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from '../entry/test/request.ts';

describe('health probes', () => {
  it('answers liveness at once', async () => {
    const response = await get('/liveness');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers liveness with the headers of every answer', async () => {
    const response = await get('/liveness');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('tells anyone only whether it is ready (issue 14)', async () => {
    const response = await get('/readiness');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    const guessed = await get('/readiness', { 'x-readiness-token': 'guess' });
    expect(await guessed.json()).toEqual({ status: 'ok' });
  });

  it('names every readiness check to an operator', async () => {
    const response = await get('/readiness', { 'x-readiness-token': env.READINESS_TOKEN! });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      failed: string[];
      checks: Record<string, { ok: boolean }>;
    };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.checks).sort()).toEqual(
      ['conf-api', 'd1', 'guestworld-api', 'kv', 'validation-api', 'webcc-api'].sort(),
    );
    expect(body.failed).toEqual([]);
  });

  it('skips the language redirect', async () => {
    expect((await get('/liveness')).headers.get('location')).toBeNull();
  });
});
