import type { Page } from '@playwright/test';
import { declineCookies, expect, fixtures, test } from './support.ts';

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

/** Every request the page makes for `pattern`, by path, as the browser sends them. */
function requestsFor(page: Page, pattern: RegExp): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (pattern.test(url.pathname)) paths.push(url.pathname + url.search);
  });
  return paths;
}

async function linkHrefs(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('the code every page loads is one chunk beside the entry, asked for once the page has painted', async ({
  page,
}) => {
  const build = (await (await page.request.get('/builds/latest.json')).json()) as {
    entry: string;
    entryImports: string[];
    routes: Record<string, string[]>;
  };
  // esbuild alone would split it by which lazy modules share each file (35 chunks, 6.6 KB gzip more).
  expect(build.entryImports).toHaveLength(1);
  // The page paints without a script, so its HTML names none for the preload scanner to fetch
  // beside it: on a slow link the paint has the link to itself.
  const html = await (await page.request.get('/?lang=en')).text();
  expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]* src=/);

  const scripts = requestsFor(page, /\.js$/);
  await page.goto('/?lang=en');
  const modules = [
    build.entry,
    ...build.entryImports,
    ...(build.routes['layout-default'] ?? []),
    ...(build.routes.home ?? []),
  ].map((file) => `/${file}`);
  await expect.poll(() => linkHrefs(page, 'link[rel="modulepreload"]')).toEqual(modules);
  await declineCookies(page);
  // Each asked for once: the preloads are what the entry's imports use.
  for (const module of modules) expect(scripts.filter((path) => path === module)).toHaveLength(1);
});

test('a page’s texts come as files cached per build, asked for with its scripts, and not inside the page', async ({
  page,
}) => {
  const { buildId } = (await (await page.request.get('/builds/latest.json')).json()) as { buildId: string };
  const expected = [`/i18n/de/common.json?build=${buildId}`, `/i18n/de/wishlists.json?build=${buildId}`];
  const fetched = requestsFor(page, /^\/i18n\//);
  await page.goto('/?lang=de');
  await expect.poll(() => linkHrefs(page, 'link[rel="preload"][as="fetch"]')).toEqual(expected);
  await declineCookies(page);
  // The preload is what the client's own fetch uses, not a second download.
  expect(fetched).toEqual(expected);

  const html = await (await page.request.get('/?lang=de')).text();
  // The boot script carries the page's data, not its texts (the footer's "Cookie-Einstellungen").
  const bootScript = /<script[^>]*id="_R_">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  expect(bootScript).toContain('self.__BOOT=');
  expect(bootScript).not.toContain('footer.cookieSettings');
  const common = await page.request.get(expected[0]!);
  expect(common.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(((await common.json()) as Record<string, unknown>)['footer.cookieSettings']).toBeDefined();
});

test('a page that shows dates and prices has its Intl data loaded by a background thread, which ends itself', async ({
  page,
}) => {
  const workers: { url: string; closed: boolean }[] = [];
  page.on('worker', (worker) => {
    const seen = { url: worker.url(), closed: false };
    workers.push(seen);
    worker.on('close', () => (seen.closed = true));
  });
  // Home formats nothing as it loads: no thread.
  await page.goto('/?lang=en');
  await declineCookies(page);
  expect(workers).toEqual([]);

  const { reservations } = await fixtures(page);
  const response = await page.goto(reservations[0]!.url);
  // Allowed by the page's CSP: a refused worker would be a console error, which fails the journey.
  expect(response?.headers()['content-security-policy']).toContain('worker-src blob:');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => workers.map((worker) => worker.closed)).toEqual([true]);
  expect(workers[0]!.url).toMatch(/^blob:/);
});

test('pages are never cached and carry the security headers', async ({ request }) => {
  const response = await request.get('/?lang=en');
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
});
