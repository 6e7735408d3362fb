import { describe, expect, it } from 'vitest';
import { createStep } from './appEnv.ts';
import { compressionStep } from './compression.ts';
import { stepHarness } from './stepHarness.ts';

const PAGE = '<!doctype html><html><body><p>streamed page</p></body></html>';
const rendered = createStep(async (c) => c.html(PAGE, 404, { 'Cache-Control': 'no-store' }));
const page = (init: RequestInit) => stepHarness([compressionStep, rendered]).request('/?lang=en', init);

describe('compression step', () => {
  it('gzips the rendered page for a browser that takes gzip, keeping its status and headers', async () => {
    const response = await page({ headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const decoded = response.body!.pipeThrough(new DecompressionStream('gzip'));
    expect(await new Response(decoded).text()).toBe(PAGE);
  });

  it('sends the page as it is to a browser that does not take gzip', async () => {
    const response = await page({ headers: { 'accept-encoding': 'gzip;q=0, br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(PAGE);
  });

  it('answers HEAD without a body', async () => {
    const response = await page({ method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.body).toBeNull();
  });
});
