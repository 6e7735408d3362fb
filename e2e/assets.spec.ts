import { expect, test } from '@playwright/test';

test('hashed assets are cached for a year; the build manifest is revalidated', async ({ request }) => {
  const manifest = await request.get('/builds/latest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const build = (await manifest.json()) as { entry: string; css: string[]; entryImports: string[] };
  expect(build.entry).toMatch(/^assets\/entry\.client-[A-Z0-9]+\.js$/);
  for (const file of [build.entry, ...build.css, ...build.entryImports]) {
    const response = await request.get(`/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Static files too are HTTPS only and never sniffed (issue 14).
    expect(response.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('pages are never cached and carry the security headers', async ({ request }) => {
  const response = await request.get('/?lang=en');
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
});
