import type { Page } from '@playwright/test';
import { CHANGED_PASSWORD_COUNTDOWN_S } from '../shared/auth/signIn.ts';
import { declineCookies, expect, expectNoAxeViolations, fixtures, mailbox, test } from './support.ts';

// The consent banner is answered first: a modal sign-in dialog leaves the page behind it inert.
test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
  await page.goto('/?lang=en');
  await declineCookies(page);
});

/** The newest six-digit code the sandbox mailed to this address. */
async function mailedCode(page: Page, to: string, after = ''): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailbox(page);
      code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === to)?.text ?? '')?.[1];
      return code && code !== after ? code : undefined;
    })
    .toBeTruthy();
  return code!;
}

async function openSignIn(page: Page, lang = 'en') {
  await page.goto(`/login?lang=${lang}`);
  return page.getByRole('dialog');
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function demoAccount(page: Page) {
  const { accounts } = await fixtures(page);
  return accounts[0]!;
}

const header = (page: Page) => page.getByRole('banner');
const signedIn = (page: Page) => header(page).getByRole('button', { name: 'Log out' });

test('a visitor signs up, reads the code from the outbox, verifies and is signed in', async ({ page }) => {
  const email = `new.guest.${Date.now()}@example.com`;
  await page.goto('/register?lang=en');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'privacy policy' })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('E-mail address').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('E-mail address').fill('someone@mailinator.com');
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByText('we cannot send mail to it')).toBeVisible();

  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByText(`Choose a password for ${email}.`)).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Your password needs at least 8 characters.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('Harbour-Lights-77');
  await expect(dialog.getByText('Long enough')).toBeVisible();
  await dialog.getByLabel('Repeat password').fill('Harbour-Lights-78');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('The passwords do not match.')).toBeVisible();
  await expect(dialog.getByLabel('Repeat password')).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Repeat password').fill('Harbour-Lights-77');
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('dialog', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await mailedCode(page, email);
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(signedIn(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
});

test('a wrong code is refused; a pasted code is cut to six digits and submits itself', async ({ page }) => {
  const email = `paste.${Date.now()}@example.com`;
  await page.goto('/register?lang=en');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('Harbour-Lights-77');
  await dialog.getByLabel('Repeat password').fill('Harbour-Lights-77');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const code = await mailedCode(page, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(wrong);
  await expect(dialog.getByText('This code is not right or no longer valid.')).toBeVisible();
  await expect(dialog.getByLabel('Digit 1 of 6')).toHaveValue('');

  await dialog.getByRole('button', { name: 'Send a new code' }).click();
  await expect(dialog.getByText('Please check your spam folder.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Send a new code in \d+ seconds/ })).toBeDisabled();
  const fresh = await mailedCode(page, email, code);
  await dialog.getByLabel('Digit 1 of 6').evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, `${fresh}999 `);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(signedIn(page)).toBeVisible();
});

test('a wrong password shows that the e-mail and password are not recognised', async ({ page }) => {
  const account = await demoAccount(page);
  await signIn(page, account.email, 'Not-The-Password-1');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('alert')).toHaveText("We don't recognize this email and password");
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(account.email);
  await expectNoAxeViolations(page);
  // SPEC §5: editing the password clears the message.
  await dialog.getByLabel('Password').fill('x');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('in German the same refusal reads in German', async ({ page }) => {
  const account = await demoAccount(page);
  const dialog = await openSignIn(page, 'de');
  await expect(dialog).toHaveAccessibleName('Anmelden');
  await dialog.getByLabel('E-Mail-Adresse').fill(account.email);
  await dialog.getByLabel('Passwort').fill('Falsches-Passwort-1');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Wir erkennen diese E-Mail-Adresse und dieses Passwort nicht',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('dialog', { name: 'Passwort vergessen?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('sign-up and recovery read in German, step by step', async ({ page }) => {
  // The second demo account is the German one.
  const account = (await fixtures(page)).accounts[1]!;
  await page.goto('/register?lang=de');
  const dialog = page.getByRole('dialog', { name: 'Konto erstellen' });
  await expect(dialog.getByRole('button', { name: 'Weiter mit Apple' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('E-Mail-Adresse').fill(`neu.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Weiter', exact: true }).click();
  await dialog.getByLabel('Passwort', { exact: true }).fill('Kurz');
  await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(dialog.getByText('Ihr Passwort braucht mindestens 8 Zeichen.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Passwort', { exact: true }).fill('Nordsee-Brise-12');
  await dialog.getByLabel('Passwort wiederholen').fill('Nordsee-Brise-12');
  await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('dialog', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
  // Each new step takes the focus to its title, so a screen reader announces where the user is.
  await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Neuen Code senden' }).click();
  await expect(page.getByText('Bitte sehen Sie in Ihrem Spam-Ordner nach.')).toBeVisible();

  // The new account is signed in; recovery is for someone who is not (the service refuses otherwise).
  await page.context().clearCookies();
  await page.goto('/forgotpassword?lang=de');
  const forgot = page.getByRole('dialog', { name: 'Passwort vergessen?' });
  await forgot.getByLabel('E-Mail-Adresse').fill(account.email);
  await forgot.getByRole('button', { name: 'Code senden' }).click();
  await expect(page.getByRole('dialog', { name: 'Code eingeben' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Ziffer 1 von 6').focus();
  await page.keyboard.type(await mailedCode(page, account.email));
  const reset = page.getByRole('dialog', { name: 'Neues Passwort wählen' });
  await expect(reset.getByLabel('Passwort wiederholen')).toBeVisible();
  await expectNoAxeViolations(page);
  const mails = await mailbox(page);
  expect(mails.find((m) => m.to === account.email)?.subject).toBe('Zugang zu Ihrem Konto wiederherstellen');
});

test('a demo account signs in and stays signed in across pages', async ({ page }) => {
  const account = await demoAccount(page);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(signedIn(page)).toBeVisible();
  await page.goto('/reservations?lang=en');
  await expect(signedIn(page)).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}') as { state?: object },
  );
  expect(stored.state).toMatchObject({ status: 'loggedIn', isLoggedOut: false, email: account.email });
  // A signed-in visitor opening the sign-in page is told nothing new: the session is taken as it is.
  await page.goto('/login?lang=en');
  await expect(page).toHaveURL(/\/\?lang=en$/);
  // Recovery refuses to start for a signed-in user; the modal closes instead of showing an error.
  await page.goto('/forgotpassword?lang=en');
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await forgot.getByLabel('E-mail address').fill(account.email);
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(signedIn(page)).toBeVisible();
});

test('a forgotten password is recovered by code, with the changed-password countdown', async ({ page }) => {
  // The page's timers run on a clock the journey moves on, so the countdown takes no real seconds.
  await page.clock.install();
  const account = await demoAccount(page);
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(forgot.getByRole('button', { name: 'Send code' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await forgot.getByLabel('E-mail address').fill('noreply@example.com');
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(forgot.getByText('Please enter the e-mail address of your account.')).toBeVisible();
  await forgot.getByLabel('E-mail address').fill(account.email);
  await forgot.getByRole('button', { name: 'Send code' }).click();

  const codeStep = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(codeStep).toBeVisible();
  await expectNoAxeViolations(page);
  await codeStep.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(await mailedCode(page, account.email));

  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(reset.getByLabel('Password', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await reset.getByLabel('Password', { exact: true }).fill('password123');
  await reset.getByLabel('Repeat password').fill('password123');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(reset.getByRole('alert')).toContainText('appeared in a data breach');
  await reset.getByLabel('Password', { exact: true }).fill('Lighthouse-Keeper-9');
  await reset.getByLabel('Repeat password').fill('Lighthouse-Keeper-9');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(reset.getByText('Your password has been changed')).toBeVisible();
  await expect(reset.getByText(/This window closes in [78] seconds\./)).toBeVisible();
  await page.clock.runFor(CHANGED_PASSWORD_COUNTDOWN_S * 1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(signedIn(page)).toBeVisible();

  // The new password is the one that works now.
  await signedIn(page).click();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page, account.email, 'Lighthouse-Keeper-9');
  await expect(signedIn(page)).toBeVisible();
});

test('a password known from data breaches is refused at sign-up', async ({ page }) => {
  await page.goto('/register?lang=en');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail address').fill(`breach.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('password123');
  await dialog.getByLabel('Repeat password').fill('password123');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This password has appeared in a data breach, so it is not safe. Please choose another one.',
  );
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('password123');
});

test('a visitor signs in with the sandbox Google and comes back signed in', async ({ page }) => {
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: /Google \(sandbox\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(signedIn(page)).toBeVisible();
});

test('logging out in one tab signs the other tab out', async ({ page, context }) => {
  const account = await demoAccount(page);
  await signIn(page, account.email, account.password);
  await expect(signedIn(page)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/myaccount/bookings?lang=en');
  await expect(other.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(signedIn(other)).toBeVisible();

  // Headless Chromium counts every tab as visible; this one is told it is in the background.
  await other.evaluate(() => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  });
  await page.evaluate(() => localStorage.setItem('bookmarks', '["A1"]'));
  const askedAgain: string[] = [];
  other.on(
    'request',
    (request) => request.url().includes('/sessions/whoami') && askedAgain.push(request.url()),
  );
  await signedIn(page).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bookmarks'))).toBeNull();

  await expect(signedIn(other)).toHaveCount(0);
  // A hidden tab clears its session from the other tab's record alone, without asking the service.
  expect(askedAgain).toEqual([]);
  await expect(other.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  const stored = await other.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}') as { state?: object },
  );
  // The account page then asks for a sign-in, which sets the logged-out flag back to false (SPEC §2).
  expect(stored.state).toMatchObject({ status: 'loggedOut', authRequired: true, target: 'bookings' });
});

test('an account page opened signed out asks for a sign-in and then shows that page', async ({ page }) => {
  const account = await demoAccount(page);
  await page.goto('/myaccount/bookings?lang=en');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Please sign in' })).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/myaccount\/bookings\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('dismissing the required sign-in goes to the home page', async ({ page }) => {
  await page.goto('/myaccount/profile?lang=en');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the header's sign-in opens the modal over the page, and closing it stays there", async ({ page }) => {
  await page.goto('/reservations?lang=en');
  await header(page).getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/reservations\?lang=en$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/reservations\?lang=en$/);
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeFocused();
});

test('a sign-in answered "a valid session was detected" takes that session and closes the modal', async ({
  page,
  context,
}) => {
  const account = await demoAccount(page);
  const waiting = await context.newPage();
  await waiting.goto('/login?lang=en');
  const dialog = waiting.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  // Meanwhile the same browser signs in in another tab.
  await signIn(page, account.email, account.password);
  await expect(signedIn(page)).toBeVisible();
  // The waiting tab's attempt meets the existing session: no error, it is simply signed in.
  await dialog.getByLabel('E-mail address').fill(account.email);
  await dialog.getByLabel('Password').fill('anything-at-all');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(waiting.getByRole('dialog')).toHaveCount(0);
  await expect(waiting).toHaveURL(/\/\?lang=en$/);
  await expect(signedIn(waiting)).toBeVisible();
});

test('the reset page opened without a recovery starts one instead', async ({ page }) => {
  await page.goto('/resetpassword?lang=en');
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(forgot.getByLabel('E-mail address')).toBeVisible();
  await expectNoAxeViolations(page);
});
