import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/test/ensureChromium.ts';
import { fillArrival } from './precheckinForms.ts';
import {
  asThrottledPhone,
  declineCookies,
  expect,
  expectNoAxeViolations,
  fixtures,
  pageOnAnotherDevice,
  test,
} from './support.ts';

// Reading a photo takes a second or two, more on a busy machine: these are guards against a hang,
// not speed checks (npm run bench measures the speed).
test.describe.configure({ timeout: 240_000 });
const READ = { timeout: 60_000 };

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
  return scanFile(page, traveller, `e2e/fixtures/mrz/${file}`, names);
}

async function scanFile(page: Page, traveller: Locator, path: string, names = SCAN_EN) {
  await traveller.getByRole('button', { name: names.button }).click();
  const dialog = page.getByRole('dialog', { name: names.button });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: names.photo }).click();
  await (await chooser).setFiles(path);
  return dialog;
}

const SCAN_EN = { button: 'Scan passport or ID card', photo: 'Take or choose a photo' };
const SCAN_DE = { button: 'Reisepass oder Ausweis scannen', photo: 'Foto aufnehmen oder auswählen' };
const FROM_DOCUMENT = 'From your document — please check.';
const UNSURE = 'Could not be read for certain — please fill this in as printed on your document.';

const traveller = (page: Page, number: number, word = 'Traveller') =>
  page.getByRole('group', { name: `${word} ${number}` });

/** The field's group or label, and its hint saying where its value came from. */
async function expectMarked(scope: Locator, label: string, mark = FROM_DOCUMENT) {
  const field = scope.locator('.field').filter({ has: scope.page().getByText(label, { exact: true }) });
  await expect(field.first().getByText(mark)).toBeVisible();
}

/** The values of ICAO 9303's specimen passport (Anna Maria Eriksson), as the form shows them. */
async function expectSpecimenPassport(first: Locator) {
  await expect(first.getByLabel('First name')).toHaveValue('Anna Maria');
  await expect(first.getByLabel('Last name')).toHaveValue('Eriksson');
  await expect(first.getByLabel('Passport or ID number')).toHaveValue('L898902C3');
  await expect(first.getByLabel('Document')).toHaveValue('PP');
  await expect(first.getByLabel('Salutation')).toHaveValue('F');
  const birth = first.getByRole('group', { name: 'Date of birth' });
  await expect(birth.getByLabel('Day', { exact: true })).toHaveValue('12');
  await expect(birth.getByLabel('Month', { exact: true })).toHaveValue('08');
  await expect(birth.getByLabel('Year', { exact: true })).toHaveValue('1974');
  const expiry = first.getByRole('group', { name: 'Valid until' });
  await expect(expiry.getByLabel('Day', { exact: true })).toHaveValue('15');
  await expect(expiry.getByLabel('Year', { exact: true })).toHaveValue('2034');
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
  // Austria's guest sheet asks the main guest's salutation too: the zone's sex fills it. The
  // specimen's state, Utopia, is no country: its nationality is left to the guest, marked.
  await expect(
    page.getByText(
      '7 fields were filled in from your document. Please check them. Some could not be read for certain: please fill in the fields marked.',
    ),
  ).toBeVisible(READ);
  await expect(dialog).toBeHidden();
  await expectSpecimenPassport(first);
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
  await expectMarked(first, 'Nationality', UNSURE);
  await expect(first.getByLabel('Nationality')).toHaveValue('');
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

test('the reader loads only when the guest opens the scan', async ({ page }) => {
  const reader: string[] = [];
  page.on('request', (request) => request.url().includes('/document-reader-') && reader.push(request.url()));
  await openTravellers(page, '4815162352');
  const button = traveller(page, 1).getByRole('button', { name: SCAN_EN.button });
  // The dialog's code comes as the pointer nears the button; the reader does not.
  await button.hover();
  await page.waitForLoadState('networkidle');
  expect(reader).toEqual([]);
  await button.click();
  await expect.poll(() => reader.length).toBe(1);
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

test('a passport photographed by hand (tilted, in dim light, JPEG) fills the same values on the throttled phone profile', async ({
  page,
}) => {
  await asThrottledPhone(page);
  await openTravellers(page, '4815162352');
  const first = traveller(page, 1);
  await scanPhoto(page, first, 'td3-photographed.jpg');
  await expect(first.getByLabel('Passport or ID number')).toHaveValue('L898902C3', READ);
  await expectSpecimenPassport(first);
});

test('an identity card photographed by hand fills the card holder, nationality and document', async ({
  page,
}) => {
  await openTravellers(page, '4815162342', 'de');
  const first = traveller(page, 1, 'Reisende Person');
  await scanPhoto(page, first, 'td1-photographed.jpg', SCAN_DE);
  await expect(first.getByLabel(/Pass- oder Ausweisnummer/)).toHaveValue('T22000129', READ);
  await expect(first.getByLabel('Nachname')).toHaveValue('Mustermann');
  await expect(first.getByLabel('Vorname')).toHaveValue('Erika');
  await expect(first.getByLabel('Anrede')).toHaveValue('F');
  await expect(first.getByLabel('Dokument')).toHaveValue('PA');
  await expect(first.getByLabel('Staatsangehörigkeit')).toHaveValue('DE');
  const birth = first.getByRole('group', { name: 'Geburtsdatum' });
  await expect(birth.getByLabel('Jahr', { exact: true })).toHaveValue('1964');
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

/** A PNG's header saying 40000 × 40000 pixels (6.4 GB to decode), and a few bytes of its data. */
function hugePng(path: string) {
  const u32 = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
  const header = [
    0x89,
    0x50,
    0x4e,
    0x47,
    13,
    10,
    26,
    10,
    ...u32(13),
    ...Buffer.from('IHDR'),
    ...u32(40000),
    ...u32(40000),
  ];
  writeFileSync(
    path,
    Buffer.from([
      ...header,
      8,
      6,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      ...u32(64),
      ...Buffer.from('IDAT'),
      ...Array(68).fill(0),
    ]),
  );
}

for (const [kind, make, message] of [
  [
    'a file that is no picture',
    (path: string) =>
      writeFileSync(path, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)])),
    'This file could not be opened as a picture. Please take a new photo, or choose a photo in another format (such as JPEG).',
  ],
  [
    'a 40000 × 40000 picture',
    hugePng,
    'This picture is too large to be read on this device. Please take a photo with the camera, or choose a smaller one.',
  ],
] as const)
  test(`${kind} ends with a clear message within seconds, the dialog ready again and the reader's worker ended`, async ({
    page,
  }, testInfo) => {
    await openTravellers(page, '4815162352');
    const workers: { url: string; closed: boolean }[] = [];
    page.on('worker', (worker) => {
      const seen = { url: worker.url(), closed: false };
      workers.push(seen);
      worker.on('close', () => (seen.closed = true));
    });
    const path = testInfo.outputPath(kind.includes('40000') ? 'huge.png' : 'broken.jpg');
    make(path);
    const dialog = await scanFile(page, traveller(page, 1), path);
    await expect(dialog.getByRole('alert')).toHaveText(message, { timeout: 10_000 });
    await expect(dialog.getByRole('button', { name: SCAN_EN.photo })).toBeEnabled();
    const readers = () => workers.filter(({ url }) => url.includes('/document-reader-'));
    expect(readers()).toHaveLength(1);
    await expect.poll(() => readers().every(({ closed }) => closed)).toBe(true);
    // And the next photo reads as ever.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: SCAN_EN.photo }).click();
    await (await chooser).setFiles('e2e/fixtures/mrz/td3-passport.jpg');
    await expect(traveller(page, 1).getByLabel('Passport or ID number')).toHaveValue('L898902C3', READ);
    await expect.poll(() => readers().length === 2 && readers().every(({ closed }) => closed)).toBe(true);
  });

test('the pages without the scan lend no one the camera; the travellers step reached from another step does', async ({
  page,
}) => {
  const { precheckins } = await fixtures(page);
  const { token } = precheckins.find((p) => p.number === '4815162352')!;
  const arrival = await page.goto(`/precheckins/${token}/arrival?lang=en`);
  expect(arrival?.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  await declineCookies(page);
  const allowsCamera = () =>
    page.evaluate(() =>
      (
        document as unknown as { featurePolicy: { allowsFeature: (name: string) => boolean } }
      ).featurePolicy.allowsFeature('camera'),
    );
  expect(await allowsCamera()).toBe(false);
  await fillArrival(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Travellers' })).toBeFocused();
  expect(await allowsCamera()).toBe(true);
});

test('the live camera reads the zone from a video frame', async ({ page, baseURL }, testInfo) => {
  // Chromium's fake camera plays a Motion JPEG file: one frame of the hand-held passport photo.
  const video = testInfo.outputPath('passport.mjpeg');
  copyFileSync('e2e/fixtures/mrz/td3-photographed.jpg', video);
  const { precheckins } = await fixtures(page);
  const { token } = precheckins.find((p) => p.number === '4815162352')!;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const phone = await pageOnAnotherDevice(browser, baseURL);
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    await phone.goto(`/precheckins/${token}/travellers?lang=en`);
    await declineCookies(phone);
    const first = traveller(phone, 1);
    await first.getByRole('button', { name: SCAN_EN.button }).click();
    const dialog = phone.getByRole('dialog', { name: SCAN_EN.button });
    await dialog.getByRole('button', { name: 'Use the live camera' }).click();
    await expect(dialog.getByRole('button', { name: 'Take the picture' })).toBeEnabled();
    await expect(dialog.getByText(/The camera cannot be used here/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Take the picture' }).click();
    await expect(first.getByLabel('Passport or ID number')).toHaveValue('L898902C3', READ);
    await expect(first.getByLabel('Last name')).toHaveValue('Eriksson');
    await expect(first.getByLabel('First name')).toHaveValue('Anna Maria');
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
