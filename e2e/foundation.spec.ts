import {
  declineCookies,
  expect,
  expectNoAxeViolations,
  fixtures,
  holdEntry,
  isSameDocument,
  markDocument,
  test,
} from './support.ts';

test('a visitor without a language gets one and sees the home page in English', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your holiday home, all in one place' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Looking for your reservation?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await declineCookies(page);
  await expectNoAxeViolations(page);
});

test('switching the language shows the page in German and keeps it on later pages', async ({ page }) => {
  await page.goto('/?lang=en');
  await declineCookies(page);
  await page.getByRole('banner').locator('summary', { hasText: 'English' }).click();
  await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/lang=de/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihr Ferienhaus, alles an einem Ort' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/register\?lang=de$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
  await page.goto('/myaccount');
  await expect(page).toHaveURL(/\/myaccount\?lang=de$/);
  await expectNoAxeViolations(page);
});

test('links navigate in the browser without reloading the page (hydration works)', async ({ page }) => {
  await page.goto('/?lang=en');
  await declineCookies(page);
  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Holiday Homes');
  expect(await isSameDocument(page)).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Holiday Homes: home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your holiday home, all in one place' }),
  ).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test('an unknown path shows the error page with status 404 and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page?lang=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
  await expect(page.getByRole('img', { name: 'A friendly robot holding a broken cable' })).toBeVisible();
  await declineCookies(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your holiday home, all in one place' }),
  ).toBeVisible();
});

test('a malformed reservation link fails its route validation', async ({ page }) => {
  const response = await page.goto('/reservations/not-a-token?lang=en');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /reservations/not-a-token')).toBeVisible();
});

test('a reservation streams in after the shell and hydrates without fetching again', async ({ page }) => {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === '4815162342')!;
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/webcc-api/')) apiCalls.push(request.url());
  });
  await page.goto(reservation.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Lucia' })).toBeVisible();
  await expect(page.getByText('Confirmed booking')).toBeVisible();
  await expect(page.getByText('7 nights', { exact: false })).toBeVisible();
  await declineCookies(page);
  await markDocument(page);
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(apiCalls).toEqual([]);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Lucia' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('cookie consent is asked once and can be changed from the footer', async ({ page }) => {
  await page.goto('/?lang=en');
  const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: /Analytical/ })).toBeChecked();
  await dialog.getByRole('switch', { name: /Marketing/ }).uncheck();
  await dialog.getByRole('button', { name: 'Confirm choice' }).click();
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? '{}'));
  expect(stored.state).toMatchObject({ statistics: true, marketing: false });
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a button tapped before the page’s scripts have run acts once they have', async ({ page }) => {
  // The page's entry is held back, as on a slow phone: the page is there, its buttons not yet working.
  const release = await holdEntry(page);
  await page.goto('/?lang=en');
  await markDocument(page);
  const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeVisible();
  release();
  await expect(banner).toBeHidden();
  // The tap neither reloaded the page nor was lost: the decision is stored.
  expect(await isSameDocument(page)).toBe(true);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? '{}'));
  expect(stored.state).toMatchObject({ statistics: false, marketing: false });
});

test('what a guest types before the page’s scripts have run is kept and sent', async ({ page }) => {
  const reservation = (await fixtures(page)).reservations.find((r) => r.number === '4815162342')!;
  const release = await holdEntry(page);
  await page.goto('/reservations?lang=en');
  await markDocument(page);
  const form = page.getByRole('region', { name: 'Lost your link?' });
  await form.getByLabel('Booking number').fill(reservation.number);
  await form.getByLabel('E-mail address').fill(reservation.email);
  await form.getByRole('button', { name: 'Send me my link again' }).click();
  release();
  await expect(form.getByRole('status')).toContainText('its link is on its way');
  expect(await isSameDocument(page)).toBe(true);
});

test('a page whose texts are lost on the way still starts working', async ({ page, consoleErrors }) => {
  // The page's texts fail twice, as on an unsteady connection abroad: the page asks again.
  let refused = 0;
  await page.route(/\/i18n\/en\/common\.json/, async (route) => {
    if (refused >= 2) return route.continue();
    refused += 1;
    return route.fulfill({ status: 503, body: 'lost on the way' });
  });
  await page.goto('/?lang=en');
  const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  expect(refused).toBe(2);
  // The refusals made here are the only errors the browser logged.
  expect(consoleErrors.splice(0).filter((error) => !error.includes('status of 503'))).toEqual([]);
});

test('a navigation starts the next page at the top', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 600 });
  await page.goto('/?lang=en');
  await declineCookies(page);
  const register = page.getByRole('link', { name: 'Create an account' });
  await register.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await register.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone the cookie question is a modal that keeps the focus until answered', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lang=de');
  const dialog = page.getByRole('dialog', { name: 'Cookies und Ihre Privatsphäre' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page);
});
