import { createServer, type Server } from 'node:http';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { declineCookies, expect, fixtures, test } from './support.ts';
import type { WorkerPortal } from './workerPortal.ts';

/** What an operator does: `wrangler kv key put features …` into the portal's local state. */
function putFlags(portal: WorkerPortal, flags: string) {
  execFileSync(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'kv',
      'key',
      'put',
      'features',
      flags,
      '--binding',
      'KV',
      '--local',
      '--persist-to',
      portal.persistTo,
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      stdio: 'ignore',
    },
  );
}

/** The page views the portal pushed to the tag manager's data layer. */
async function pageViews(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is { event: string; partnerId?: string } =>
        typeof entry === 'object' &&
        entry !== null &&
        (entry as { event?: string }).event === 'virtualPageview',
    ),
  );
}

test('a partner arriving by parameter stays the partner on later pages', async ({ page, context }) => {
  await page.goto('/?lang=en&partner=P5678%26summer');
  await declineCookies(page);
  await expect.poll(async () => (await pageViews(page)).at(-1)?.partnerId).toBe('P5678');
  const cookie = (await context.cookies()).find((c) => c.name === 'partner');
  expect(cookie?.value).toBe('P5678%26summer');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect.poll(async () => (await pageViews(page)).at(-1)?.partnerId).toBe('P5678');
  await page.goto('/register?lang=en');
  await expect.poll(async () => (await pageViews(page)).at(-1)?.partnerId).toBe('P5678');
});

test('a colour parameter themes the first HTML and the rest of the visit', async ({ page }) => {
  await page.goto('/?lang=en&color-thm=8a2be2&color-cta=%23005500');
  await declineCookies(page);
  const signIn = page.getByRole('link', { name: 'Sign in' }).first();
  await expect(signIn).toHaveCSS('color', 'rgb(138, 43, 226)');
  await expect(page.getByRole('link', { name: 'Sign in' }).nth(1)).toHaveCSS(
    'background-color',
    'rgb(0, 85, 0)',
  );
  await page.goto('/login?lang=en');
  await expect(page.getByRole('link', { name: 'Holiday Homes: home' })).toBeVisible();
  await expect(page.getByRole('banner').locator('summary', { hasText: 'English' })).toHaveCSS(
    'color',
    'rgb(138, 43, 226)',
  );
});

test('an operator flips a flag in KV and pages change after the cache window', async ({ page, portal }) => {
  await page.goto('/?lang=en');
  await declineCookies(page);
  await expect(page.getByRole('note')).toHaveCount(0);
  const flags = JSON.stringify({
    features: { notice: true, precheckinForceModeAll: false },
    payloads: { notice: { en: 'Service by phone only today.', de: 'Heute nur telefonisch erreichbar.' } },
  });
  putFlags(portal, flags);
  // Served stale while revalidating (issue 29 point 1): the first page after the window may still
  // have the old flags and asks KV for the next one, so each try looks without waiting.
  await expect
    .poll(async () => {
      await page.reload();
      const note = page.getByRole('note');
      return (await note.count()) > 0 ? note.textContent() : null;
    })
    .toBe('Service by phone only today.');
  putFlags(portal, JSON.stringify({ features: {}, payloads: {} }));
});

/** A site of our own on loopback whose page frames the portal (`?src=` is the portal path). */
function partnerSite(portalOrigin: string): Server {
  return createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '/';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Coastal Escapes</title></head><body><h1>Coastal Escapes</h1>` +
        `<iframe title="Holiday homes portal" src="${portalOrigin}${src}" width="1000" height="900"></iframe></body></html>`,
    );
  });
}

test.describe('framed by a partner on another site', () => {
  const sites: Server[] = [];

  test.beforeAll(async ({ portal }) => {
    for (const port of [portal.framingPort, portal.unlistedFramingPort]) {
      const site = partnerSite(portal.origin);
      await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
      sites.push(site);
    }
  });

  test.afterAll(async () => {
    await Promise.all(sites.map((site) => new Promise((resolve) => site.close(resolve))));
  });

  test('the guest uses the portal inside the frame, cookies included', async ({ page, portal: served }) => {
    await page.request.post(`${served.origin}/__dev/reset`);
    const { reservations } = await fixtures(page);
    const reservation = reservations.find((r) => r.number === '4815162342')!;
    await page.goto(
      `http://localhost:${served.framingPort}/?src=${encodeURIComponent(`/reservations/${reservation.token}`)}`,
    );
    const portal = page.frameLocator('iframe[title="Holiday homes portal"]');
    await expect(portal.getByRole('heading', { level: 1, name: 'Casa Lucia' })).toBeVisible();
    await portal.getByRole('button', { name: 'Decline' }).click();
    await portal.getByRole('link', { name: 'Cancel reservation' }).click();
    await portal.getByRole('button', { name: 'Continue' }).click();
    await portal.getByRole('button', { name: 'Send code' }).click();
    await expect(portal.getByText(/We sent a code to e•••r@example.com/)).toBeVisible();
  });

  test('a site that is not configured may not frame the portal', async ({ page, portal, consoleErrors }) => {
    await page.goto(`http://localhost:${portal.unlistedFramingPort}/?src=${encodeURIComponent('/?lang=en')}`);
    await expect.poll(() => consoleErrors.some((text) => text.includes('frame-ancestors'))).toBe(true);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
    consoleErrors.length = 0;
  });
});
