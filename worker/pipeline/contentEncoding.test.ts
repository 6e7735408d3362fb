import { describe, expect, it } from 'vitest';
import { createStep } from './appEnv.ts';
import { contentEncodingStep } from './contentEncoding.ts';
import { stepHarness } from './stepHarness.ts';

const PAGE = '<!doctype html><html><body><p>streamed page</p></body></html>';
const rendered = createStep(async (c) => c.html(PAGE, 404, { 'Cache-Control': 'no-store' }));
const page = (env: { PAGE_CONTENT_ENCODING: string | undefined }) =>
  stepHarness([contentEncodingStep, rendered], { env }).request('/?lang=en', {
    headers: { 'accept-encoding': 'gzip, br' },
  });

describe('content encoding step', () => {
  it('leaves the page uncompressed for the edge to compress (production)', async () => {
    const response = await page({ PAGE_CONTENT_ENCODING: undefined });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(PAGE);
  });

  it('marks the page identity where the local runtime would buffer its own compression', async () => {
    const response = await page({ PAGE_CONTENT_ENCODING: 'identity' });
    expect(response.headers.get('content-encoding')).toBe('identity');
    expect(await response.text()).toBe(PAGE);
  });
});
