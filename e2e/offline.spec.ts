import type { Page } from '@playwright/test';
import {
  declineCookies,
  expect,
  expectNoAxeViolations,
  fixtures,
  forgiveOfflineRequests,
  savedCopyOf,
  signInAsDemo,
  test,
} from './support.ts';

// Issue 30 points 4, 5, 8: a reservation its guest opened opens without a connection, other pages
// offline show what the device holds, and "Forget this device" (or a logout) deletes it.

// The one spec with the service worker at work (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

/** The names of the caches that hold a saved reservation. */
const savedCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('saved-reservation-')));

/**
 * The code a saved page loads only when it is needed (the saved line, forgetting the device, a
 * document's download: issue 29) loads with the save, so the device keeps it with the page's files.
 */
async function savedPageCodeKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const code = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) =>
            /\/assets\/(SavedCopyNotice|forgetSavedCopies|documentDownload)-\w+\.js$/.test(url),
          );
        const kept = await Promise.all(code.map((url) => caches.match(url).then(Boolean)));
        return code.length === 3 && kept.every(Boolean);
      }),
    )
    .toBe(true);
}

/** The portal's files (scripts, texts, pictures) the page loaded that the device does not keep. */
const filesNotKept = (page: Page) =>
  page.evaluate(async () => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /^\/(assets|images|i18n|img)\//.test(url.pathname))
      .map((url) => url.href);
    const kept = await Promise.all(files.map((file) => caches.match(file).then(Boolean)));
    return files.filter((_, index) => !kept[index]);
  });

/** The day `days` from today, as a German page writes it. */
const germanDay = (days: number) =>
  new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.now() + days * 86_400_000,
  );

test('de: an opened reservation opens offline with its saved line and voucher; the offline page lists it without its link; forgetting the device deletes it', async ({
  page,
  context,
  consoleErrors,
}) => {
  const reservation = (await fixtures(page)).reservations.find((r) => r.number === '4815162343')!;
  const overview = `/reservations/${reservation.token}`;
  await page.goto(reservation.url);
  await declineCookies(page);
  await savedCopyOf(page, overview);
  await savedPageCodeKept(page);
  await expect
    .poll(() =>
      page.evaluate(
        (url) => caches.match(new URL(url, location.href).href).then(Boolean),
        `/webcc-api/v1/booking/reservations/${reservation.token}/documents/voucher`,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Chalet Alpenglühn' })).toBeVisible();
  await expect(page.getByText(/^Gespeichert am .+; Sie sind offline\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reiseunterlagen: Schlüsselübergabe' })).toBeVisible();
  const voucher = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type') };
  }, `/webcc-api/v1/booking/reservations/${reservation.token}/documents/voucher`);
  expect(voucher).toEqual({ status: 200, type: 'application/pdf' });
  // Its link downloads it too: the download's code, loaded with the save, is on the device.
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Dokumente' })
    .getByRole('link', { name: 'Reiseunterlagen (PDF)' })
    .click();
  expect((await download).suggestedFilename()).toBe('voucher-4815162343.pdf');

  await page.goto('/myaccount?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
  const saved = page.getByRole('region', { name: 'Auf diesem Gerät gespeichert' });
  await expect(saved.getByRole('listitem')).toContainText('Chalet Alpenglühn');
  // The seed's stays are days from today: this one arrives in 20 days and stays 5 nights.
  await expect(saved).toContainText(`${germanDay(20)} – ${germanDay(25)}`);
  // A shared phone: the list opens nothing; the guest goes back the way they came.
  await expect(saved.getByRole('link')).toHaveCount(0);
  expect(await page.content()).not.toContain(reservation.token);
  await expect(saved).toContainText('über den Link in Ihrer Buchungs-E-Mail, den Verlauf Ihres Browsers');
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page.getByText(/^Gespeichert am .+; Sie sind offline\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Dieses Gerät vergessen' }).click();
  await expect(page.getByText('Die gespeicherten Kopien sind von diesem Gerät gelöscht.')).toBeVisible();
  expect(await savedCaches(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
  await expect(page.getByText(/^Auf diesem Gerät ist keine Buchung gespeichert\./)).toBeVisible();
  forgiveOfflineRequests(consoleErrors);
});

test('en: nothing of a reservation is kept before it is opened; its pages stay out of the HTTP cache and link their own manifest', async ({
  page,
}) => {
  const reservation = (await fixtures(page)).reservations.find((r) => r.number === '4815162342')!;
  await page.goto('/?lang=en');
  await declineCookies(page);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await savedCaches(page)).toEqual([]);

  const response = await page.goto(reservation.url);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await savedCopyOf(page, `/reservations/${reservation.token}`);
  expect(await savedCaches(page)).toEqual([`saved-reservation-${reservation.token}`]);
  await expect(page.getByRole('region', { name: 'On this device' })).toContainText(
    'until the day after checkout',
  );
  await expectNoAxeViolations(page);

  const manifestLink = page.locator('head link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute(
    'href',
    `/reservations/${reservation.token}/manifest.webmanifest?lang=en`,
  );
  const manifest = await page.request.get((await manifestLink.getAttribute('href'))!);
  expect(manifest.headers()['cache-control']).toBe('no-store');
  expect(await manifest.json()).toMatchObject({
    start_url: `/reservations/${reservation.token}?lang=en`,
    display: 'standalone',
  });
});

test('en: logging out deletes the reservations this device saved', async ({ page }) => {
  const account = await signInAsDemo(page, 'en');
  const logout = page.getByRole('banner').getByRole('button', { name: 'Log out' });

  await page.goto(account.linkable!.url);
  await savedCopyOf(page, `/reservations/${account.linkable!.token}`);
  await logout.click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => savedCaches(page)).toEqual([]);
});

test('en: the arrival page opens offline with its code and saved line; forgetting the device there deletes it', async ({
  page,
  context,
  consoleErrors,
}) => {
  const reservation = (await fixtures(page)).reservations.find((r) => r.number === '4815162356')!;
  const arrival = `/reservations/${reservation.token}/arrival`;
  await page.goto(`${arrival}?lang=en`);
  await declineCookies(page);
  await expect(page.locator('#arrival-code')).toHaveText(reservation.arrival!.code!);
  await savedCopyOf(page, arrival);
  await savedPageCodeKept(page);

  // In front of the key box without signal: the page, its code and the way in, from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Saved on .+; you are offline\.$/)).toBeVisible();
  await expect(page.locator('#arrival-code')).toHaveText(reservation.arrival!.code!);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Forget this device' }).click();
  await expect(page.getByText(/deleted from this device/)).toBeVisible();
  expect(await savedCaches(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  forgiveOfflineRequests(consoleErrors);
});

test('en: a saved page keeps the code it loads after its save, and opens offline from the device alone', async ({
  page,
  context,
  consoleErrors,
}) => {
  const reservation = (await fixtures(page)).reservations.find((r) => r.number === '4815162342')!;
  // A page the service worker does not control (a first visit until the worker takes it over, a
  // reload that bypasses it): the worker sees none of its requests, only what the page names.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setBypassServiceWorker', { bypass: true });
  await page.goto(reservation.url);
  await declineCookies(page);
  await savedCopyOf(page, `/reservations/${reservation.token}`);
  // Code the page loads after its save: telemetry's once the page is idle, the sign-in window's
  // when it is opened.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/afterInteractive-\w+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden();
  await expect.poll(() => filesNotKept(page)).toEqual([]);

  // The browser's own cache has let everything go (a full phone, a cleared history): the device's
  // copy alone opens the page, and every script it asks for is there.
  await devtools.send('Network.setBypassServiceWorker', { bypass: false });
  await devtools.send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Saved on .+; you are offline\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  forgiveOfflineRequests(consoleErrors);
});
