import { expect, expectNoAxeViolations, fixtures, signInAsDemo, test } from './support.ts';

/** Issue 34 point 1: wherever a signed-in user goes, the portal knows who they are. */

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

const signIn = signInAsDemo;

test("de: the shared wishlist knows the signed-in user: the header, the account's favourites, a heart saves to the account", async ({
  page,
}) => {
  await signIn(page, 'de');
  const [shared] = (await fixtures(page)).wishlists;
  await page.goto(shared!.url.replace('lang=en', 'lang=de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Summer by the water' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Jonas' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);

  // Casa Lucia is on Jonas's own wishlist "Familienurlaub"; Klitgården is not.
  const casa = page.getByRole('button', { name: 'Merken: Casa Lucia' });
  const klitgarden = page.getByRole('button', { name: 'Merken: Klitgården' });
  await expect(casa).toHaveAttribute('aria-pressed', 'true');
  await expect(klitgarden).toHaveAttribute('aria-pressed', 'false');
  await klitgarden.click();
  const chooser = page.getByRole('dialog', { name: 'Klitgården in einer Wunschliste speichern' });
  await chooser.getByRole('radio', { name: /Familienurlaub/ }).check();
  await chooser.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Klitgården ist auf Ihrer Wunschliste Familienurlaub.' }),
  ).toBeVisible();
  await expect(klitgarden).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('bookmarks'))).toBeNull();
  await expectNoAxeViolations(page);
});

test('en: home offers no sign-in to a signed-in user, and does to everyone else', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { level: 2, name: 'Have an account?' })).toBeVisible();
  await signIn(page, 'en');
  await page.goto('/?lang=en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anna' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Have an account?' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('en: after deleting the account, home shows the toast and no sign-in window', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/myaccount/profile?lang=en');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Do you really want to delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/\?lang=en$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your holiday home, all in one place' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('en: an account without a name shows the same initial in the header as on its page', async ({
  page,
}) => {
  // The account as the service keeps it for someone who never gave a name nor a picture.
  await page.route('**/guestworld-api/v2/users', async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as { contacts: Record<string, string> };
    await route.fulfill({
      response,
      json: { ...user, profileImg: null, contacts: { ...user.contacts, firstName: '', lastName: '' } },
    });
  });
  await signIn(page, 'en');
  await page.goto('/myaccount?lang=en');
  const account = page.getByRole('banner').getByRole('link', { name: 'My account' });
  await expect(account).toBeVisible();
  await expect(page.getByRole('main').locator('.user-initial')).toHaveText('A');
  await expect(account.locator('.user-initial')).toHaveText('A');
});
