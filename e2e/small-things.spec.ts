import type { Page } from '@playwright/test';
import { declineCookies, expect, expectNoAxeViolations, fixtures, signInAsDemo, test } from './support.ts';

// Issue 34 point 7: the smaller things, each where it can fail.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

async function openReservation(page: Page, number: string, subpage = '') {
  const reservation = (await fixtures(page)).reservations.find((r) => r.number === number)!;
  await page.goto(`/reservations/${reservation.token}${subpage}?lang=${reservation.language}`);
  await declineCookies(page);
}

test('an empty phone and an empty country say they are required, in the page’s words', async ({ page }) => {
  const precheckin = (await fixtures(page)).precheckins.find((p) => p.number === '4815162342')!;
  await page.goto(`/precheckins/${precheckin.token}/customer?lang=en`);
  await declineCookies(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const phone = page.getByLabel('Phone during your holiday');
  await expect(phone).toHaveAccessibleDescription(/This field is required\./);
  await expect(page.getByLabel('Country')).toHaveAccessibleDescription(/This field is required\./);
  await expect(page.getByText(/^Please enter a phone number/)).toHaveCount(0);
});

test('the payment methods’ radios sit level with their words on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openReservation(page, '4815162342', '/payment');
  for (const name of [/Credit card/, /PayPal/, /Bank transfer/]) {
    const radio = page.getByRole('radio', { name });
    const words = page.locator('label.choice', { has: radio }).locator('span');
    const [radioBox, wordsBox] = [await radio.boundingBox(), await words.boundingBox()];
    expect(wordsBox!.x).toBeGreaterThan(radioBox!.x + radioBox!.width);
    // The radio is level with the first line of its words, however many lines they wrap to.
    expect(Math.abs(radioBox!.y - wordsBox!.y)).toBeLessThan(radioBox!.height);
  }
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
});

test('the German key handover speaks of the Reiseunterlagen alone', async ({ page }) => {
  await openReservation(page, '4815162343');
  const handover = page.getByRole('region', { name: 'Reiseunterlagen: Schlüsselübergabe' });
  await expect(handover).toContainText('Reiseunterlagen');
  await expect(handover).not.toContainText('Voucher');
});

test('a file that is no picture gets a clear word, no broken preview, and no upload', async ({ page }) => {
  await signInAsDemo(page, 'en');
  await page.goto('/myaccount/profile?lang=en');
  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.from('These are my notes, not a picture.'),
  });
  await expect(page.getByText('Please choose a JPEG, PNG or WebP picture.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of your new picture' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
});

test('profile cards keep apart on a desktop; booking cards fill a phone’s column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDemo(page, 'en');
  await page.goto('/myaccount/profile?lang=en');
  const panels = page.locator('.account-stack > *');
  await expect(panels.first()).toBeVisible();
  const boxes = await Promise.all((await panels.all()).map((panel) => panel.boundingBox()));
  for (let index = 1; index < boxes.length; index += 1)
    expect(boxes[index]!.y - (boxes[index - 1]!.y + boxes[index - 1]!.height)).toBeGreaterThanOrEqual(16);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/myaccount/bookings?lang=en');
  const card = page.locator('.card-grid > li').first();
  await expect(card).toBeVisible();
  const [cardBox, gridBox] = [
    await card.boundingBox(),
    await page.locator('.card-grid').first().boundingBox(),
  ];
  expect(cardBox!.width).toBeGreaterThan(gridBox!.width - 2);
});

type Box = { x: number; y: number; width: number; height: number } | null;

/** Whether two boxes on the screen share any part. */
const overlap = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone, toasts keep clear of "Copy link", and a second copy replaces the first toast', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, 'en');
  await page.goto('/myaccount/wishlists?lang=en');
  const copy = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Summer by the water' }) })
    .getByRole('button', { name: 'Copy link' });
  // Where a guest's thumb finds it after scrolling down to it: at the bottom of the screen.
  await copy.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  const copied = page.getByRole('status').filter({ hasText: 'The link is copied.' });
  for (const press of [1, 2]) {
    await copy.click();
    await expect(copied, `press ${press}`).toHaveCount(1);
    await expect(copy).toBeInViewport({ ratio: 1 });
    const box = (await copy.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit, `press ${press}: what a tap on the button's centre reaches`).toBe('Copy link');
    expect(overlap(box, await page.locator('.toaster').boundingBox()), `press ${press}: toasts over it`).toBe(
      false,
    );
  }
  await copy.click({ trial: true });
});

test('a new wishlist below the fold of a phone scrolls into view and takes the focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, 'en');
  await page.goto('/myaccount/wishlists?lang=en');
  for (const name of ['Coast 2027', 'Mountains 2028', 'City breaks', 'Autumn']) {
    await page.getByLabel('Name of the wishlist').fill(name);
    await page.getByRole('button', { name: 'Create wishlist' }).click();
    const created = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
    const heading = created.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).toBeFocused();
    // One word on what was done, the newest, not a tower of them (each goes after 6 s anyway).
    expect(await page.getByRole('status').count(), name).toBeLessThanOrEqual(1);
    // All of it, its buttons too, and not under the toast that says it was created.
    await expect(created).toBeInViewport({ ratio: 1 });
    expect(overlap(await created.boundingBox(), await page.locator('.toaster').boundingBox()), name).toBe(
      false,
    );
  }
});

const PROVIDER_PAGE = 'https://www.holiday-homes.example/';

for (const [lang, name] of [
  ['en', 'Casa Lucia, on the Holiday Homes website (opens in a new tab)'],
  ['de', 'Casa Lucia auf der Website von Holiday Homes (öffnet in einem neuen Tab)'],
] as const) {
  test(`${lang}: every accommodation card links to the house’s page on the provider’s site, in a new tab`, async ({
    page,
    context,
  }) => {
    const houseLink = (scope: Page) =>
      scope.getByRole('article', { name: 'Casa Lucia' }).getByRole('link', { name, exact: true });
    const expectLinkToCasaLucia = async (scope: Page) => {
      const link = houseLink(scope);
      await expect(link).toHaveAttribute('href', `${PROVIDER_PAGE}${lang}/holiday-home/IT3020.100.1`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    };
    const data = await fixtures(page);

    // The reservation overview.
    const reservation = data.reservations.find((r) => r.number === '4815162342')!;
    await page.goto(`/reservations/${reservation.token}?lang=${lang}`);
    await declineCookies(page);
    await expectLinkToCasaLucia(page);
    await expectNoAxeViolations(page);

    // The shared wishlist, and a new tab on the provider's page that cannot reach back.
    await context.route(`${PROVIDER_PAGE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Casa Lucia</title>' }),
    );
    await page.goto(data.wishlists[0]!.url.replace('lang=en', `lang=${lang}`));
    await expectLinkToCasaLucia(page);
    await expectNoAxeViolations(page);
    const [tab] = await Promise.all([context.waitForEvent('page'), houseLink(page).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${PROVIDER_PAGE}${lang}/holiday-home/IT3020.100.1`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    // Favourites on this device, on the home page.
    await page
      .getByRole('article', { name: 'Casa Lucia' })
      .getByRole('button', { name: lang === 'en' ? 'Favourite: Casa Lucia' : 'Merken: Casa Lucia' })
      .click();
    await page.goto(`/?lang=${lang}`);
    await expectLinkToCasaLucia(page);

    // The account's wishlists.
    await page.goto(`/myaccount/wishlists?lang=${lang}`);
    const dialog = page.getByRole('dialog');
    const account = data.accounts[lang === 'en' ? 0 : 1]!;
    await dialog.getByLabel(lang === 'en' ? 'E-mail address' : 'E-Mail-Adresse').fill(account.email);
    await dialog.getByLabel(lang === 'en' ? 'Password' : 'Passwort').fill(account.password);
    await dialog.getByRole('button', { name: lang === 'en' ? 'Sign in' : 'Anmelden', exact: true }).click();
    await page
      .getByRole('button', { name: lang === 'en' ? 'Show accommodations' : 'Unterkünfte zeigen' })
      .first()
      .click();
    await expectLinkToCasaLucia(page);
    await expectNoAxeViolations(page);
  });
}
