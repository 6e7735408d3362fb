import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { Fixtures } from '../shared/dev/fixtures.ts';
import { declineCookies, expect, expectNoAxeViolations, fixtures, test } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

type Booking = Fixtures['reservations'][number];

async function openArrival(page: Page, number: string, { firstVisit = true } = {}): Promise<Booking> {
  const { reservations } = await fixtures(page);
  const booking = reservations.find((r) => r.number === number)!;
  await page.goto(`/reservations/${booking.token}/arrival?lang=${booking.language}`);
  if (firstVisit) await declineCookies(page);
  return booking;
}

test('with everything in order the code shows large, with the Wi-Fi, the map and the phones', async ({
  page,
}) => {
  const booking = await openArrival(page, '4815162356');
  expect(booking.arrival).toMatchObject({ kind: 'keyBox', revealed: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Your arrival at Klitgården' })).toBeVisible();
  const code = page.locator('#arrival-code');
  await expect(code).toHaveText(booking.arrival!.code!);
  await expect(page.getByText('Key box code', { exact: true })).toBeVisible();
  expect(
    await code.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
  ).toBeGreaterThanOrEqual(40);
  await expect(page.getByText('klit-vej-21-blaavand')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy the code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in your maps app' })).toHaveAttribute(
    'href',
    'geo:55.5589,8.0867?q=55.5589,8.0867',
  );
  await expect(page.getByRole('link', { name: 'Open the map on OpenStreetMap' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=55\.5589&mlon=8\.0867/,
  );
  await expect(page.getByRole('link', { name: '+45 75 00 00 00' })).toHaveAttribute(
    'href',
    'tel:+4575000000',
  );
  await expect(page.getByRole('link', { name: '+45 75 00 00 99' })).toHaveAttribute(
    'href',
    'tel:+4575000099',
  );
  await expect(page.getByRole('heading', { name: 'House rules' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy the code' }).click();
  await expect(page.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(booking.arrival!.code);
});

test('the code is held back until the payment is made, then shown', async ({ page }) => {
  const booking = await openArrival(page, '4815162357');
  expect(booking.arrival).toMatchObject({ kind: 'keyBox', revealed: false });
  await expect(page.getByText('The code appears here, once the payment is made.')).toBeVisible();
  await expect(page.getByText('The Wi-Fi password appears here, once the payment is made.')).toBeVisible();
  await expect(page.locator('#arrival-code')).toHaveCount(0);
  await expect(page.getByText(booking.arrival!.code!, { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Pay now' }).click();
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page
    .frameLocator('iframe[title="Payment provider"]')
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page.getByText('Thank you: your payment was received.')).toBeVisible();

  // Paid from the arrival page: the result leads back there (issue 43 point 6), where the code now shows.
  await expect(page.getByRole('link', { name: '← Back to your arrival details' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your arrival details', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Your arrival at / })).toBeVisible();
  await expect(page.locator('#arrival-code')).toHaveText(booking.arrival!.code!);
  await expect(page.getByText('klit-vej-21-blaavand')).toBeVisible();
});

test('a stay further ahead says when the code appears and what is missing, in English and German', async ({
  page,
}) => {
  await openArrival(page, '4815162354');
  await expect(
    // The year shows when the day is in another year than today (issue 43 point 4).
    page.getByText(
      /^The code appears on \w{3}, \w{3} \d{1,2}(, \d{4})?, 16:00, once the pre-check-in is done\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the pre-check-in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await openArrival(page, '4815162343', { firstVisit: false });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ihre Anreise zu Chalet Alpenglühn' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Persönliche Schlüsselübergabe' })).toBeVisible();
  await expect(
    page.getByText(/^Das WLAN-Passwort erscheint am \w{2}\., \d{1,2}\. \w{3,4}\.?( \d{4})?, 16:00\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a cancelled booking and one without arrival details say so in a sentence', async ({ page }) => {
  await openArrival(page, '4815162344');
  await expect(
    page.getByText('This reservation is cancelled, so there is no arrival to prepare.'),
  ).toBeVisible();
  await openArrival(page, '4815162348', { firstVisit: false });
  await expect(page.getByText(/^We do not have the arrival details for this stay yet\./)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the overview leads to the arrival page, and its calendar file holds the stay', async ({ page }) => {
  const { reservations } = await fixtures(page);
  const booking = reservations.find((r) => r.number === '4815162356')!;
  await page.goto(booking.url);
  await declineCookies(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add the stay to your calendar' }).click();
  const file = await (await download).path();
  const calendar = new ICAL.Component(ICAL.parse(await readFile(file, 'utf8')) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe('Klitgården: your stay');
  expect(event.startDate.isDate).toBe(true);
  expect(event.location).toBe('Klitgården, Klitvej 21, 6857 Blåvand, Denmark');
  expect(event.description).toContain('Check-in: 16:00–22:00');
  expect(event.description).toContain('Open it from the link in your booking e-mail.');
  expect(event.description).not.toContain(booking.token);
  expect(event.description).not.toContain(booking.arrival!.code!);

  await page.getByRole('link', { name: 'Your arrival: address, key and Wi\u2011Fi' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/${booking.token}/arrival\\?lang=en$`));
  await expect(page.locator('#arrival-code')).toHaveText(booking.arrival!.code!);
});

test('the arrival page prints on one A4 page, with the code', async ({ page }) => {
  const booking = await openArrival(page, '4815162356');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#arrival-code')).toHaveText(booking.arrival!.code!);
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy the code' })).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});
