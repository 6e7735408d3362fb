import { describe, expect, it } from 'vitest';
import { requestIdStep } from './requestId.ts';
import { stepHarness } from './stepHarness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id step', () => {
  it("takes Cloudflare's ray id, and names it in X-Request-Id", async () => {
    const response = await stepHarness([requestIdStep]).request('/', {
      headers: { 'cf-ray': '8c1f2a3b4c5d6e7f-FRA' },
    });
    expect(response.headers.get('x-request-id')).toBe('8c1f2a3b4c5d6e7f-FRA');
    expect(((await response.json()) as { requestId: string }).requestId).toBe('8c1f2a3b4c5d6e7f-FRA');
  });

  it('makes a fresh id without a ray, and never takes one the client sends', async () => {
    const harness = stepHarness([requestIdStep]);
    const [a, b] = await Promise.all([
      harness.request('/', { headers: { 'x-request-id': 'chosen-by-client' } }),
      harness.request('/'),
    ]);
    expect(a.headers.get('x-request-id')).toMatch(UUID);
    expect(b.headers.get('x-request-id')).toMatch(UUID);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('names the id also on an answer built outside Hono', async () => {
    const response = await stepHarness([
      requestIdStep,
      async () => new Response('made by hand', { headers: { 'content-type': 'text/plain' } }),
    ]).request('/', { headers: { 'cf-ray': 'ray-1' } });
    expect(response.headers.get('x-request-id')).toBe('ray-1');
  });
});
