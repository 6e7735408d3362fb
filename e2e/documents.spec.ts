import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, fixtures, signInAsDemo, test } from './support.ts';

/** Issue 34 point 2: the documents a guest can open, with or without an account. */

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

async function reservationUrl(page: Page, number: string) {
  const reservation = (await fixtures(page)).reservations.find((r) => r.number === number);
  return reservation!.url;
}

/** Follows a document link to the file the browser saves, and checks it is a whole PDF. */
async function downloadPdf(page: Page, linkName: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: linkName }).click();
  const file = await download;
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  return file.suggestedFilename();
}

test('de: a guest without an account downloads the invoice and the travel documents from the overview', async ({
  page,
}) => {
  await page.goto(await reservationUrl(page, '4815162343'));
  const documents = page.getByRole('region', { name: 'Dokumente' });
  await expect(documents.getByRole('link')).toHaveText(['Rechnung (PDF)', 'Reiseunterlagen (PDF)']);
  expect(await downloadPdf(page, 'Rechnung (PDF)')).toBe('invoice-4815162343.pdf');
  expect(await downloadPdf(page, 'Reiseunterlagen (PDF)')).toBe('voucher-4815162343.pdf');

  // The file is the link's holder's alone: never kept by a cache, and no other token opens it.
  const href = (await documents.getByRole('link', { name: 'Rechnung (PDF)' }).getAttribute('href'))!;
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['cache-control']).toContain('no-store');
  const guessed = href.replace(/reservations\/[^/]+\//, 'reservations/AbCdEfGhIjKlMnOpQrStUvWx/');
  expect((await page.request.get(guessed)).status()).toBe(404);
  await expectNoAxeViolations(page);
});

test('en: a cancelled booking offers its invoice and no voucher, on its overview and in the account', async ({
  page,
}) => {
  await page.goto(await reservationUrl(page, '4815162344'));
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link')).toHaveText(['Invoice (PDF)']);

  await signInAsDemo(page, 'en');
  await page.goto('/myaccount/bookings?lang=en');
  const cancelled = page.getByRole('article').filter({ hasText: 'Booking 4815170004' });
  await expect(cancelled.getByRole('link', { name: 'Invoice 4815170004 (PDF)' })).toBeVisible();
  await expect(cancelled.getByRole('link', { name: 'Voucher 4815170004 (PDF)' })).toHaveCount(0);
  const booked = page.getByRole('article').filter({ hasText: 'Booking 4815170001' });
  await expect(booked.getByRole('link', { name: 'Voucher 4815170001 (PDF)' })).toBeVisible();
  expect(await downloadPdf(page, 'Voucher 4815170001 (PDF)')).toBe('voucher-4815170001.pdf');
});

for (const [lang, linkName, message] of [
  ['en', 'Invoice (PDF)', 'The document could not be downloaded. Please try again in a moment.'],
  [
    'de',
    'Rechnung (PDF)',
    'Das Dokument konnte nicht heruntergeladen werden. Bitte versuchen Sie es gleich noch einmal.',
  ],
] as const) {
  test(`${lang}: a download that fails says so on the page`, async ({ page }) => {
    await page.goto((await reservationUrl(page, '4815162352')).replace(/lang=\w+/, `lang=${lang}`));
    await page.route('**/documents/invoice', (route) =>
      route.fulfill({ status: 404, json: { error: 'not_found', message: 'document not found' } }),
    );
    await page.getByRole('link', { name: linkName }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  });
}
