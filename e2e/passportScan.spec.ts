import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  declineCookies,
  expect,
  expectNoAxeViolations,
  fixtures,
  pageOnAnotherDevice,
  test,
} from './support.ts';

// Reading a photo takes the engine's first load and some seconds of OCR on a busy machine: these
// are guards against a hang, not speed checks.
test.describe.configure({ timeout: 180_000 });
const READ = { timeout: 120_000 };

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

async function openTravellers(page: Page, number: string, lang = 'en') {
  const { precheckins } = await fixtures(page);
  const precheckin = precheckins.find((p) => p.number === number)!;
  await page.goto(`/precheckins/${precheckin.token}/travellers?lang=${lang}`);
  await declineCookies(page);
}

/** Picks a fixture photo in the scan's dialog as a guest picks one from the camera or the gallery. */
async function scanPhoto(page: Page, traveller: Locator, file: string, names = SCAN_EN) {
  await traveller.getByRole('button', { name: names.button }).click();
  const dialog = page.getByRole('dialog', { name: names.button });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: names.photo }).click();
  await (await chooser).setFiles(`e2e/fixtures/mrz/${file}`);
  return dialog;
}

const SCAN_EN = { button: 'Scan passport or ID card', photo: 'Take or choose a photo' };
const SCAN_DE = { button: 'Reisepass oder Ausweis scannen', photo: 'Foto aufnehmen oder auswählen' };
const FROM_DOCUMENT = 'From your document — please check.';

const traveller = (page: Page, number: number, word = 'Traveller') =>
  page.getByRole('group', { name: `${word} ${number}` });

/** The field's group or label, and its hint saying where its value came from. */
async function expectMarked(scope: Locator, label: string, mark = FROM_DOCUMENT) {
  const field = scope.locator('.field').filter({ has: scope.page().getByText(label, { exact: true }) });
  await expect(field.first().getByText(mark)).toBeVisible();
}

test('a passport photo fills the traveller and marks each field; nothing leaves the device', async ({
  page,
}) => {
  await openTravellers(page, '4815162352');
  const requests: { url: string; bytes: number }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), bytes: request.postDataBuffer()?.length ?? 0 }),
  );
  const first = traveller(page, 1);
  const dialog = await scanPhoto(page, first, 'td3-passport.jpg');
  // Austria's guest sheet asks the main guest's salutation too (issue 31): the zone's sex fills it.
  await expect(page.getByText('7 fields were filled in from your document. Please check them.')).toBeVisible(
    READ,
  );
  await expect(dialog).toBeHidden();
  await expect(first.getByLabel('First name')).toHaveValue('Anna Maria');
  await expect(first.getByLabel('Last name')).toHaveValue('Eriksson');
  await expect(first.getByLabel('Passport or ID number')).toHaveValue('L898902C3');
  await expect(first.getByLabel('Document')).toHaveValue('PP');
  await expect(first.getByLabel('Salutation')).toHaveValue('F');
  const birth = first.getByRole('group', { name: 'Date of birth' });
  await expect(birth.getByLabel('Day', { exact: true })).toHaveValue('12');
  await expect(birth.getByLabel('Year', { exact: true })).toHaveValue('1974');
  await expect(
    first.getByRole('group', { name: 'Valid until' }).getByLabel('Year', { exact: true }),
  ).toHaveValue('2034');
  for (const label of [
    'First name',
    'Last name',
    'Passport or ID number',
    'Document',
    'Salutation',
    'Date of birth',
    'Valid until',
  ])
    await expectMarked(first, label);
  // A field the guest corrects is theirs again.
  await first.getByLabel('First name').fill('Anna');
  await expect(first.getByText(FROM_DOCUMENT)).toHaveCount(6);

  // The photo went nowhere: every request of the scan came from this origin, none carrying more
  // than the form itself would, and no storage holds it.
  const photoBytes = readFileSync('e2e/fixtures/mrz/td3-passport.jpg').length;
  const formBytes = JSON.stringify(
    await page.evaluate(() => [...new FormData(document.querySelector('form')!)]),
  ).length;
  expect(requests.every(({ url }) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  expect(requests.filter(({ bytes }) => bytes > formBytes)).toEqual([]);
  const stored = await page.evaluate(async () => {
    const texts = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)!.length),
    );
    const databases = (await indexedDB.databases()).map((database) => database.name);
    const cached: number[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        cached.push((await (await cache.match(request))!.arrayBuffer()).byteLength);
    }
    return { texts, databases, cached };
  });
  expect(stored.texts.every((length) => length < photoBytes / 10)).toBe(true);
  expect(stored.databases).toEqual([]);
  expect(stored.cached.filter((bytes) => bytes === photoBytes)).toEqual([]);
});

test('the scan is accessible, and its dialog closes back to the button', async ({ page }) => {
  await openTravellers(page, '4815162352');
  const button = traveller(page, 1).getByRole('button', { name: SCAN_EN.button });
  await expect(button).toHaveAccessibleDescription(/never leaves it/);
  await button.click();
  const dialog = page.getByRole('dialog', { name: SCAN_EN.button });
  await expect(dialog.getByText(/The photo|Your photo is read here/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('an identity card, in German, fills the card holder with the German ID and Ms', async ({ page }) => {
  await openTravellers(page, '4815162342', 'de');
  const first = traveller(page, 1, 'Reisende Person');
  await scanPhoto(page, first, 'td1-id-card.jpg', SCAN_DE);
  await expect(page.getByText(/Felder wurden aus Ihrem Dokument ausgefüllt/)).toBeVisible(READ);
  await expect(first.getByLabel('Nachname')).toHaveValue('Mustermann');
  await expect(first.getByLabel('Vorname')).toHaveValue('Erika');
  await expect(first.getByLabel('Anrede')).toHaveValue('F');
  await expect(first.getByLabel('Dokument')).toHaveValue('PA');
  await expect(first.getByLabel(/Pass- oder Ausweisnummer/)).toHaveValue('T22000129');
  await expectMarked(first, 'Nachname', 'Aus Ihrem Dokument – bitte prüfen.');
});

for (const file of ['td3-angle.jpg', 'td3-low-contrast.jpg'])
  test(`a harder photo (${file}) still reads`, async ({ page }) => {
    await openTravellers(page, '4815162352');
    const first = traveller(page, 1);
    await scanPhoto(page, first, file);
    await expect(first.getByLabel('Passport or ID number')).toHaveValue('L898902C3', READ);
    await expect(first.getByLabel('Last name')).toHaveValue('Eriksson');
  });

test('a zone whose check digit fails asks for a new photo and fills nothing', async ({ page }) => {
  await openTravellers(page, '4815162352');
  const first = traveller(page, 1);
  const dialog = await scanPhoto(page, first, 'td3-wrong-check-digit.jpg');
  await expect(dialog.getByRole('alert')).toHaveText(
    'The lines were read, but their check digits do not match, so something was misread. Please take a new photo: lay the document flat, avoid glare, and keep all of its lines fully in view and sharp.',
    READ,
  );
  await expect(first.getByLabel('Passport or ID number')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: SCAN_EN.photo })).toBeEnabled();
});

test('an invited traveller scans their own document on their own phone', async ({
  page,
  browser,
  baseURL,
}) => {
  await openTravellers(page, '4815162352');
  await page.getByRole('button', { name: 'Invite traveller 2' }).click();
  const link = await page.getByLabel('Invitation link for traveller 2').inputValue();
  // The main guest no longer fills in traveller 2, nor scans for them.
  await expect(traveller(page, 2).getByRole('button', { name: SCAN_EN.button })).toHaveCount(0);

  const phone = await pageOnAnotherDevice(browser, baseURL);
  await phone.goto(link);
  await declineCookies(phone);
  const own = phone.getByRole('group', { name: 'Your details' });
  await scanPhoto(phone, own, 'td3-passport.jpg');
  // Austria asks a fellow traveller's names and birth date only: those are filled, nothing else.
  await expect(phone.getByText('3 fields were filled in from your document. Please check them.')).toBeVisible(
    READ,
  );
  await expect(own.getByLabel('First name')).toHaveValue('Anna Maria');
  await expect(own.getByLabel('Last name')).toHaveValue('Eriksson');
  for (const label of ['First name', 'Last name', 'Date of birth']) await expectMarked(own, label);
  await expectNoAxeViolations(phone);
  await phone.getByRole('button', { name: 'Save my details' }).click();
  await expect(phone.getByText('Thank you: your details are saved.')).toBeFocused();
  await phone.context().close();
});
