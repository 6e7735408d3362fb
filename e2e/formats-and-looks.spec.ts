import type { Locator, Page } from '@playwright/test';
import {
  declineCookies,
  expect,
  expectNoAxeViolations,
  fillDate,
  fixtures,
  mailbox,
  test,
} from './support.ts';
import { signByTyping } from './precheckinForms.ts';

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

const PHONE = { width: 390, height: 844 };

async function openReservation(page: Page, number: string, subpage = '', { firstVisit = true } = {}) {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === number)!;
  await page.goto(`/reservations/${reservation.token}${subpage}?lang=${reservation.language}`);
  if (firstVisit) await declineCookies(page);
}

async function precheckinToken(page: Page, number: string) {
  const { precheckins } = await fixtures(page);
  return precheckins.find((p) => p.number === number)!.token;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'a box on the page').not.toBeNull();
  return found!;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The vertical space between two boxes stacked one above the other. */
const gapBetween = (upper: Box, lower: Box) => lower.y - (upper.y + upper.height);

test('a refund voucher says until when in words, and its code step stands apart from the form', async ({
  page,
}) => {
  await openReservation(page, '4815162344', '/refund');
  await page.getByRole('button', { name: 'Request refund' }).click();
  const codeStep = page.getByRole('region', { name: 'Confirm it is you' });
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  const form = page.locator('form.panel');
  expect(gapBetween(await box(form), await box(codeStep))).toBeGreaterThanOrEqual(12);
  await page.getByRole('button', { name: 'Send code' }).click();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailbox(page)).find((m) => m.subject.includes('4815162344'));
      return (code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]);
    })
    .toBeTruthy();
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByText(/redeemable until [A-Z][a-z]+ \d{1,2}, \d{4}\./)).toBeVisible();
  await expect(page.getByText(/redeemable until \d{4}-\d{2}-\d{2}/)).toHaveCount(0);
});

test('the accommodation names its country and region in the page’s language', async ({ page }) => {
  await openReservation(page, '4815162342');
  await expect(page.getByText(/Lazise, Lake Garda, Italy$/)).toBeVisible();
  await openReservation(page, '4815162343', '', { firstVisit: false });
  await expect(page.getByText(/, Tirol, Österreich$/)).toBeVisible();
});

test('a German date field asks day, month and year, keeps what was typed, and shows the day in words', async ({
  page,
}) => {
  const token = await precheckinToken(page, '4815162352');
  await page.goto(`/precheckins/${token}/travellers?lang=de`);
  await declineCookies(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Reisende' })).toBeVisible();
  await expect(page.locator('input[type=date]')).toHaveCount(0);
  const first = page.getByRole('group', { name: 'Reisende Person 1' });
  const birthday = first.getByRole('group', { name: 'Geburtsdatum' });
  await expect(birthday.getByRole('textbox')).toHaveCount(3);
  const labels = await birthday.locator('label').allTextContents();
  expect(labels).toEqual(['Tag', 'Monat', 'Jahr']);
  await expect(birthday.getByLabel('Tag', { exact: true })).toHaveAttribute('inputmode', 'numeric');
  const german = { day: 'Tag', month: 'Monat', year: 'Jahr' };
  // Austria's guest sheet (issue 31): a British guest gives the address and the travel document.
  await first.getByLabel('Anrede').selectOption('F');
  await first.getByLabel('Vorname').fill('Jana');
  await first.getByLabel('Nachname').fill('Berger');
  await fillDate(first, 'Geburtsdatum', '1985-02-31', german);
  await first.getByLabel('Staatsangehörigkeit').selectOption('GB');
  await first.getByLabel('Land', { exact: true }).selectOption('GB');
  await first.getByLabel('Straße und Hausnummer').fill('High Street 1');
  await first.getByLabel('Postleitzahl').fill('SW1A 1AA');
  await first.getByLabel('Ort', { exact: true }).fill('London');
  await first.getByLabel('Dokument').selectOption('ID');
  await first.getByLabel('Pass- oder Ausweisnummer').fill('ID556677');
  await fillDate(first, 'Ausgestellt am', '2022-01-02', german);
  await first.getByLabel('Ausgestellt von (Behörde oder Ort)').fill('HM Passport Office');
  await fillDate(first, 'Gültig bis', '2032-01-01', german);
  for (const [number, name, born] of [
    [2, 'Ann', '1987-06-06'],
    [3, 'Tom', '1989-09-09'],
  ] as const) {
    const fellow = page.getByRole('group', { name: `Reisende Person ${number}` });
    await fellow.getByLabel('Vorname').fill(name);
    await fellow.getByLabel('Nachname').fill('Berger');
    await fillDate(fellow, 'Geburtsdatum', born, german);
  }
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(birthday.getByText('Bitte geben Sie ein gültiges Datum ein.')).toHaveCount(1);
  await expect(birthday.getByLabel('Tag', { exact: true })).toBeFocused();
  await expect(birthday.getByLabel('Tag', { exact: true })).toHaveValue('31');
  await expect(birthday.getByLabel('Jahr', { exact: true })).toHaveValue('1985');
  await fillDate(first, 'Geburtsdatum', '1985-04-12', german);
  // Austria's guest sheet is signed by the main guest (issue 31 point 3).
  await signByTyping(first, 'Jana Berger', 'de');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in' })).toBeVisible();
  await expect(page.getByText('Jana Berger (12. April 1985)')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('German pages speak German: units, travel types, wishlists, a lower-case status', async ({ page }) => {
  const token = await precheckinToken(page, '4815162342');
  await page.goto(`/precheckins/${token}/services?lang=de`);
  await declineCookies(page);
  await expect(page.getByText('Kurtaxe: 2,50 € (pro Person und Nacht)')).toBeVisible();
  await page.goto(`/precheckins/${token}/arrival?lang=de`);
  await expect(page.getByLabel('Wie reisen Sie an?').locator('option', { hasText: 'Sonstiges' })).toHaveCount(
    1,
  );
  await page.goto(`/precheckins/${await precheckinToken(page, '4815162353')}?lang=de`);
  await expect(page.getByText(/\(verfügbar ab \d/).first()).toBeVisible();
  await page.goto('/login?lang=de');
  await expect(page.getByText(/Buchungen, Wunschlisten und Profil/).first()).toBeVisible();
});

test('a German booking’s pre-check-in link without lang opens in German', async ({ page }) => {
  const token = await precheckinToken(page, '4815162353');
  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ 'accept-language': 'en-GB,en;q=0.9' });
  await page.goto(`/precheckins/${token}`);
  await expect(page).toHaveURL(/[?&]lang=de\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a toast leaves the header’s links free, on a desktop and on a phone', async ({ page }) => {
  for (const [visit, viewport] of [{ width: 1280, height: 800 }, PHONE].entries()) {
    await page.setViewportSize(viewport);
    await openReservation(page, '4815162342', '', { firstVisit: visit === 0 });
    await page.getByRole('button', { name: 'Favourite: Casa Lucia' }).first().click();
    const toast = page
      .getByRole('status')
      .filter({ hasText: /Casa Lucia is (no longer )?kept on this device/ });
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    for (const link of await page.getByRole('banner').getByRole('link').all())
      expect(overlaps(toastBox, await box(link)), await link.innerText()).toBe(false);
  }
});

test('the review page: panels apart, and a star rating chosen with the arrow keys', async ({ page }) => {
  await openReservation(page, '4815162351', '/review');
  const form = page.getByRole('form', { name: 'Share your stay' });
  const reviews = page.getByRole('region', { name: 'What guests say' });
  expect(gapBetween(await box(form), await box(reviews))).toBeGreaterThanOrEqual(12);
  const rating = page.getByRole('group', { name: 'Your rating' });
  await rating.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(rating.getByRole('radio', { name: '3 stars' })).toBeFocused();
  const fills = await rating
    .locator('svg path')
    .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill));
  expect(fills).toHaveLength(5);
  expect(fills.slice(0, 3).every((fill) => fill !== 'none')).toBe(true);
  expect(fills.slice(3).every((fill) => fill === 'none')).toBe(true);
  await expectNoAxeViolations(page);
});

test('on a phone the sign-in fills the screen: nothing of the page shows around it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/?lang=en');
  await declineCookies(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = await box(page.getByRole('dialog'));
  expect(dialog).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
});

test('the logo and icons take the theme’s colours', async ({ page }) => {
  await page.goto('/?lang=en&color-thm=8a2be2');
  await declineCookies(page);
  const violet = 'rgb(138, 43, 226)';
  const logo = page.getByRole('link', { name: 'Holiday Homes: home' }).locator('svg rect');
  await expect(logo).toHaveCSS('fill', violet);
  const badge = page.getByRole('img', { name: 'Certified holiday-home quality' }).locator('path');
  await expect(badge).toHaveCSS('fill', violet);
  await page.goto('/no-such-page?lang=en&color-thm=8a2be2');
  const robotEye = page
    .getByRole('img', { name: 'A friendly robot holding a broken cable' })
    .locator('circle')
    .first();
  await expect(robotEye).toHaveCSS('fill', violet);
});
