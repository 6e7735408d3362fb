import { describe, expect, it } from 'vitest';
import { get } from '../entry/test/request.ts';

describe('health probes', () => {
  it('answers liveness at once', async () => {
    const response = await get('/liveness');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('names every readiness check', async () => {
    const response = await get('/readiness');
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
