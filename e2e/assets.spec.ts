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
    // V8 compiles the scripts every page runs while they stream in, off the main thread.
    if (file.endsWith('.js')) expect(await response.text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  }
});

test('the code every page loads is one chunk beside the entry, preloaded below the page’s own content', async ({
  request,
}) => {
  const build = (await (await request.get('/builds/latest.json')).json()) as {
    entry: string;
    entryImports: string[];
    routes: Record<string, string[]>;
  };
  // esbuild alone would split it by which lazy modules share each file (35 chunks, 6.6 KB gzip more).
  expect(build.entryImports).toHaveLength(1);
  const html = await (await request.get('/?lang=en')).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([link]) => link);
  const hrefs = preloads.map((link) => /href="\/([^"]+)"/.exec(link)?.[1]);
  expect(hrefs).toEqual([
    build.entry,
    ...build.entryImports,
    ...(build.routes['layout-default'] ?? []),
    ...(build.routes.home ?? []),
  ]);
  // The server-rendered page needs no script to paint: scripts wait behind the page and its images.
  for (const link of preloads) expect(link).toMatch(/ fetchpriority="low"/i);
});

test('a page’s texts come as files cached per build, preloaded, and not inside the page', async ({
  request,
}) => {
  const { buildId } = (await (await request.get('/builds/latest.json')).json()) as { buildId: string };
  const html = await (await request.get('/?lang=de')).text();
  const catalogues = [...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)"/g)].map(
    ([, href]) => href,
  );
  expect(catalogues).toEqual([
    `/i18n/de/common.json?build=${buildId}`,
    `/i18n/de/wishlists.json?build=${buildId}`,
  ]);
  // The boot script carries the page's data, not its texts (the footer's "Cookie-Einstellungen").
  const bootScript = /<script[^>]*id="_R_">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  expect(bootScript).toContain('self.__BOOT=');
  expect(bootScript).not.toContain('footer.cookieSettings');
  const common = await request.get(catalogues[0]!);
  expect(common.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(((await common.json()) as Record<string, unknown>)['footer.cookieSettings']).toBeDefined();
});

test('pages are never cached and carry the security headers', async ({ request }) => {
  const response = await request.get('/?lang=en');
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
});
