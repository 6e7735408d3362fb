import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, fixtures, mailbox, test } from './support.ts';

/** Issue 34 point 3: after each step the focus is somewhere a keyboard user can go on from, never `<body>`. */

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

/** The focus is on `target`, as `document.activeElement` says, and not on the page's body. */
async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
}

const heading1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('desktop: the cookie banner comes before "Skip to content", and a choice hands the focus to the page', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByRole('button', { name: 'Accept all' }));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByRole('button', { name: 'Configure' }));
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByRole('link', { name: 'Skip to content' }));

  await page.getByRole('button', { name: 'Decline' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expectFocusOn(page, heading1(page, 'Your holiday home, all in one place'));

  // From the footer: the settings give the focus back to the button that opened them.
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await page
    .getByRole('dialog', { name: 'Cookie settings' })
    .getByRole('button', { name: 'Confirm choice' })
    .click();
  await expectFocusOn(page, settings);
});

test('en: signing in, loading more bookings, and a wishlist created, opened for renaming, renamed and deleted', async ({
  page,
}) => {
  const account = (await fixtures(page)).accounts[0]!;
  await page.goto('/myaccount/bookings?lang=en');
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail address').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectFocusOn(page, heading1(page, 'My bookings'));

  await expect(page.getByRole('article')).toHaveCount(10);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('article')).toHaveCount(12);
  // The first of the bookings just shown.
  await expectFocusOn(
    page,
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })
      .nth(10),
  );

  await page.goto('/myaccount/wishlists?lang=en');
  await page.getByLabel('Name of the wishlist').fill('Coast 2027');
  await page.getByRole('button', { name: 'Create wishlist' }).click();
  await expectFocusOn(page, page.getByRole('heading', { level: 2, name: 'Coast 2027', exact: true }));

  const item = page.getByRole('listitem').filter({ hasText: 'Coast 2027' });
  await item.getByRole('button', { name: 'Rename' }).click();
  await expectFocusOn(page, page.getByLabel('New name for Coast 2027'));
  await page.getByLabel('New name for Coast 2027').fill('Coast and dunes');
  await page.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Coast and dunes' });
  await expect(renamed.getByRole('heading', { level: 2, name: 'Coast and dunes' })).toBeVisible();
  await expectFocusOn(page, renamed.getByRole('button', { name: 'Rename' }));

  await renamed.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete the wishlist Coast and dunes?' })
    .getByRole('button', { name: 'Delete wishlist' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Coast and dunes' })).toHaveCount(0);
  await expectFocusOn(page, heading1(page, 'My wishlists'));
  await expectNoAxeViolations(page);
});

test('en: the last refund step hands the focus to what was done', async ({ page }) => {
  const reservation = (await fixtures(page)).reservations.find((r) => r.number === '4815162344')!;
  await page.goto(`/reservations/${reservation.token}/refund?lang=en`);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await page.getByRole('button', { name: 'Request refund' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailbox(page)).find(
        (m) => m.subject.includes('4815162344') && /code/i.test(m.subject),
      );
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expectFocusOn(page, page.getByText(/Voucher HV-[A-Z0-9_-]+ for €[\d,.]+, redeemable until/));
});
