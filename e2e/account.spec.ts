import { AVATAR_RELOAD_INTERVAL_MS } from '../shared/account/avatar.ts';
import {
  declineCookies,
  expect,
  expectNoAxeViolations,
  fixtures,
  mailbox,
  pageOnAnotherDevice,
  signInAsDemo,
  test,
} from './support.ts';

const TEXT = {
  en: {
    email: 'E-mail address',
    password: 'Password',
    signIn: 'Sign in',
    logout: 'Log out',
    account: 'My account',
    profile: 'My profile',
    bookings: 'My bookings',
    firstName: 'First name',
    city: 'Town',
    phone: 'Phone',
    save: 'Save details',
    saved: 'Your details are saved.',
    invalidPhone: 'Please enter a phone number, for example +34 600 123 456.',
    choose: 'Choose a picture',
    upload: 'Upload picture',
    tooLarge: 'This file is too large: please choose a picture under 1 MB.',
    digit: 'Digit 1 of 6',
  },
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signIn: 'Anmelden',
    logout: 'Abmelden',
    account: 'Mein Konto',
    profile: 'Mein Profil',
    bookings: 'Meine Buchungen',
    firstName: 'Vorname',
    city: 'Ort',
    phone: 'Telefon',
    save: 'Angaben speichern',
    saved: 'Ihre Angaben sind gespeichert.',
    invalidPhone: 'Bitte geben Sie eine Telefonnummer ein, zum Beispiel +34 600 123 456.',
    choose: 'Bild auswählen',
    upload: 'Bild hochladen',
    tooLarge: 'Diese Datei ist zu groß: Bitte wählen Sie ein Bild unter 1 MB.',
    digit: 'Ziffer 1 von 6',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

/** Anna keeps her account in English, Jonas in German. */
const signIn = signInAsDemo;

/** A tiny valid PNG (1×1), and a PDF: the picture journeys upload real bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

for (const lang of ['en', 'de'] as const) {
  const text = TEXT[lang];

  test(`${lang}: the header greets the user, the overview shows name and picture`, async ({ page }) => {
    await signIn(page, lang);
    const firstName = lang === 'en' ? 'Anna' : 'Jonas';
    await page.getByRole('banner').getByRole('link', { name: firstName }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.account })).toBeVisible();
    await expect(page.getByText(lang === 'en' ? 'Hello Anna Demo' : 'Hallo Jonas Demo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: text.bookings })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${lang}: edits the profile, refuses a bad phone in place, and keeps the change after a reload`, async ({
    page,
  }) => {
    await signIn(page, lang);
    await page.goto(`/myaccount/profile?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: text.profile })).toBeVisible();
    await expect(page.getByLabel(text.firstName)).not.toHaveValue('');
    await expectNoAxeViolations(page);
    await page.getByLabel(text.phone).fill('+49 4651 Anna');
    await page.getByLabel(text.city).fill('Westerland');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.invalidPhone)).toBeVisible();
    await expect(page.getByLabel(text.phone)).toBeFocused();
    // Written as people write it, kept as numbers only (issue 43).
    await page.getByLabel(text.phone).fill('+49 (0) 4651 123456');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(text.city)).toHaveValue('Westerland');
    await expect(page.getByLabel(text.phone)).toHaveValue('00494651123456');
  });

  test(`${lang}: refuses a picture of 1 MB or more before sending it`, async ({ page }) => {
    await signIn(page, lang);
    await page.goto(`/myaccount/profile?lang=${lang}`);
    const uploads: string[] = [];
    // Only the picture's own call: the stand-in tag manager posts what it receives as well.
    page.on(
      'request',
      (request) =>
        request.method() === 'POST' &&
        request.url().includes('/users/picture') &&
        uploads.push(request.url()),
    );
    await page.getByLabel(text.choose).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
    });
    await expect(page.getByText(text.tooLarge)).toBeVisible();
    await expect(page.getByRole('button', { name: text.upload })).toBeDisabled();
    expect(uploads).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

test('en: uploads a picture, which replaces the old one once the service shows it', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'en');
  await page.goto('/myaccount/profile?lang=en');
  const picture = page.getByRole('img', { name: 'Your profile picture' });
  const before = await picture.getAttribute('src');
  await page
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible();
  await expectNoAxeViolations(page);
  const uploaded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/users/picture'),
  );
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await uploaded;
  // The service shows the picture now, and the page's next look comes without a real second's wait.
  await page.request.post('/__dev/pictures/settle');
  await page.clock.runFor(AVATAR_RELOAD_INTERVAL_MS);
  await expect(page.getByText('Your new picture is saved.')).toBeVisible();
  await expect(picture).not.toHaveAttribute('src', before!);
  const src = await picture.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');
  await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toBeVisible();
});

test('en: links a reservation by the code from the outbox', async ({ page }) => {
  const account = await signIn(page, 'en');
  await page.goto('/myaccount/bookings?lang=en');
  await expect(page.getByText('Showing 10 of 12 bookings')).toBeVisible();
  await page.getByLabel('Reservation link').fill('https://example.com/not-a-reservation');
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(page.getByText('This is not a reservation link.')).toBeVisible();
  await page.getByLabel('Reservation link').fill(`http://127.0.0.1${account.linkable!.url}`);
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(page.getByText(/We have sent a 6-digit code to a•••o@example.com/)).toBeVisible();
  await expectNoAxeViolations(page);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailbox(page)).find((m) => m.subject.includes(account.linkable!.number));
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code!);
  await expect(page.getByText('The booking is now in your account.')).toBeVisible();
  await expect(page.getByText('Showing 10 of 13 bookings')).toBeVisible();
});

test('de: a reservation booked with another address reads as an e-mail mismatch', async ({ page }) => {
  await signIn(page, 'de');
  const other = (await fixtures(page)).reservations.find((r) => r.number === '4815162342')!;
  await page.goto('/myaccount/bookings?lang=de');
  await page.getByLabel('Reservierungslink').fill(other.token);
  await page.getByRole('button', { name: 'Buchung hinzufügen' }).click();
  await expect(page.getByText(/Die E-Mail-Adresse stimmt nicht mit der Reservierung überein/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('en: loads more bookings, each with its status and documents', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/myaccount/bookings?lang=en');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  for (const status of ['Upcoming', 'Current stay', 'Completed', 'Cancelled'])
    await expect(cards.getByText(status, { exact: true }).first()).toBeVisible();
  // Each booking is its accommodation's card, whose picture keeps a fixed box.
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(
    /^(Casa Lucia|Chalet Alpenglühn|Klitgården)$/,
  );
  await expect(first.getByRole('img')).toHaveAttribute('width', '320');
  await expect(first.getByRole('img')).toHaveAttribute('height', '213');
  await expect(first.getByText(/out of 5 · \d+ reviews?|No reviews yet/)).toBeVisible();
  await expect(first.getByText(/^Booking \d+$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByText('Showing 12 of 12 bookings')).toBeVisible();
});

test('de: downloads a booking document as a PDF', async ({ page }) => {
  await signIn(page, 'de');
  await page.goto('/myaccount/bookings?lang=de');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Rechnung 4815170021 (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoice-4815170021.pdf');
  const bytes = (await import('node:fs')).readFileSync((await file.path())!);
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  await page.getByRole('link', { name: 'Reservierung 4815170021 öffnen' }).click();
  await expect(page).toHaveURL(/\/reservations\/[\w-]+\?lang=de$/);
});

for (const lang of ['en', 'de'] as const) {
  const signOutOthers = {
    en: { button: 'Sign out on all other devices', done: 'You are now signed out on all other devices.' },
    de: {
      button: 'Auf allen anderen Geräten abmelden',
      done: 'Sie sind jetzt auf allen anderen Geräten abgemeldet.',
    },
  }[lang];

  test(`${lang}: signs out on all other devices; the other device's next account page asks for a sign-in`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const otherPage = await pageOnAnotherDevice(browser, baseURL);
    await signIn(otherPage, lang);
    await signIn(page, lang);
    await page.goto(`/myaccount/profile?lang=${lang}`);
    // Account pages change with an out-in transition: the check waits for the page to be in.
    await expect(page.getByRole('button', { name: signOutOthers.button })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: signOutOthers.button }).click();
    await expect(page.getByText(signOutOthers.done)).toBeVisible();

    await otherPage.goto(`/myaccount/bookings?lang=${lang}`);
    await expect(otherPage.getByRole('dialog', { name: TEXT[lang].signIn })).toBeVisible();
    // This device stays signed in.
    await page.goto(`/myaccount/bookings?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].bookings })).toBeVisible();
    await otherPage.context().close();
  });
}

test('en: deletes the account with a survey reason, and the sign-in fails afterwards', async ({ page }) => {
  const account = await signIn(page, 'en');
  await page.goto('/myaccount/profile?lang=en');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Do you really want to delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('I get too many e-mails').check();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/login?lang=en');
  const signInDialog = page.getByRole('dialog');
  await signInDialog.getByLabel('E-mail address').fill(account.email);
  await signInDialog.getByLabel('Password').fill(account.password);
  await signInDialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signInDialog.getByRole('alert')).toHaveText("We don't recognize this email and password");
});

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: asks for a reservation's link again from /reservations, and it arrives`, async ({
    page,
  }) => {
    const reservation = (await fixtures(page)).reservations.find((r) => r.number === '4815162342')!;
    await page.goto(`/reservations?lang=${lang}`);
    await declineCookies(page);
    const form = page.getByRole('region', { name: lang === 'en' ? 'Lost your link?' : 'Link verloren?' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel(lang === 'en' ? 'Booking number' : 'Buchungsnummer').fill(reservation.number);
    await form.getByLabel(lang === 'en' ? 'E-mail address' : 'E-Mail-Adresse').fill(reservation.email);
    await form
      .getByRole('button', { name: lang === 'en' ? 'Send me my link again' : 'Link erneut senden' })
      .click();
    await expect(form.getByRole('status')).toContainText(
      lang === 'en' ? 'its link is on its way' : 'ist deren Link',
    );
    await expect
      .poll(async () => (await mailbox(page)).find((m) => m.to === reservation.email)?.text ?? '')
      .toContain(`/reservations/${reservation.token}?lang=${lang}`);
  });

  test(`${lang}: a refused request for the link says how long to wait`, async ({ page }) => {
    // The edge's form limit (SPEC §8) answers as it would after too many requests from one client.
    await page.route('**/webcc-api/v1/forms/reservationLink', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '90', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          error: 'rate_limited',
          message: 'Too many attempts. Please wait and try again',
        }),
      }),
    );
    await page.goto(`/reservations?lang=${lang}`);
    await declineCookies(page);
    const form = page.getByRole('region', { name: lang === 'en' ? 'Lost your link?' : 'Link verloren?' });
    const number = form.getByLabel(lang === 'en' ? 'Booking number' : 'Buchungsnummer');
    await number.fill('4815162342');
    await form.getByLabel(lang === 'en' ? 'E-mail address' : 'E-Mail-Adresse').fill('guest@example.com');
    await form
      .getByRole('button', { name: lang === 'en' ? 'Send me my link again' : 'Link erneut senden' })
      .click();
    await expect(form.getByRole('alert')).toHaveText(
      lang === 'en'
        ? 'Too many attempts. Please wait and try again. You can try again in 2 minutes.'
        : /^Zu viele Versuche\. Bitte warten Sie und versuchen Sie es erneut\. .*2 Minuten/,
    );
    // Nothing the guest typed is lost.
    await expect(number).toHaveValue('4815162342');
  });

  test(`${lang}: requests the personal catalogue from the home page`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await declineCookies(page);
    await page
      .getByRole('link', {
        name: lang === 'en' ? 'Order our free catalogue' : 'Unseren kostenlosen Katalog bestellen',
      })
      .click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: lang === 'en' ? 'Order our catalogue' : 'Katalog bestellen',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const field = (en: string, de: string) => page.getByLabel(lang === 'en' ? en : de, { exact: true });
    await field('First name', 'Vorname').fill('Mia');
    await field('Last name', 'Nachname').fill('Berg');
    await field('Street and number', 'Straße und Hausnummer').fill('Hafenstraße 5');
    await field('Postcode', 'Postleitzahl').fill('20459');
    await field('Town', 'Ort').fill('Hamburg');
    await field('Country', 'Land').selectOption('DE');
    await field('E-mail address for the confirmation', 'E-Mail-Adresse für die Bestätigung').fill(
      'mia.berg@example.com',
    );
    await page.getByRole('button', { name: lang === 'en' ? 'Order catalogue' : 'Katalog bestellen' }).click();
    await expect(page.getByRole('status')).toContainText(
      lang === 'en' ? 'Your catalogue is on its way' : 'Ihr Katalog ist unterwegs',
    );
    await expect
      .poll(async () => (await mailbox(page)).find((m) => m.to === 'mia.berg@example.com')?.subject)
      .toBe(lang === 'en' ? 'Your catalogue is on its way' : 'Ihr Katalog ist unterwegs');
  });
}

test('en: signed in, /reservations and /precheckins list what the account holds', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/reservations?lang=en');
  const list = page.getByRole('region', { name: 'Your reservations' });
  await expect(list.getByRole('link', { name: 'Open reservation 4815170001' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lost your link?' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/precheckins?lang=en');
  await expect(page.getByText('You have no open pre-check-in.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('de: signed out, /precheckins offers the link again', async ({ page }) => {
  await page.goto('/precheckins?lang=de');
  await declineCookies(page);
  await expect(page.getByRole('button', { name: 'Link erneut senden' })).toBeVisible();
  await page.getByRole('button', { name: 'Link erneut senden' }).click();
  await expect(page.getByLabel('Buchungsnummer')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('en: a 401 from guestworld-api while signed in ends the session on the page', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/myaccount/profile?lang=en');
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
  // The session ends elsewhere (another device logged out): this page does not know yet.
  const { logout_url } = (await (await page.request.get('/self-service/logout/browser')).json()) as {
    logout_url: string;
  };
  await page.request.get(logout_url, { maxRedirects: 0 });
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Please sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});
