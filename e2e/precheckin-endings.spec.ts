import type { Page } from '@playwright/test';
import { declineCookies, expect, expectNoAxeViolations, fillDate, fixtures, test } from './support.ts';
import { fillArrival, fillCustomer, fillEasyLead, save } from './precheckinForms.ts';

// Issue 34 point 4: a pre-check-in that ends, ends: one toast, what was sent, and a way back.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

async function openPrecheckin(page: Page, number: string, lang = 'en') {
  const { precheckins, reservations } = await fixtures(page);
  const precheckin = precheckins.find((p) => p.number === number)!;
  await page.goto(`/precheckins/${precheckin.token}?lang=${lang}`);
  await declineCookies(page);
  return { precheckin, reservation: reservations.find((r) => r.number === number)! };
}

const toasts = (page: Page) => page.locator('.toaster').locator('.toast');

test('finishing gives one toast, the summary of what was sent, and the way back to the reservation', async ({
  page,
}) => {
  const { reservation } = await openPrecheckin(page, '4815162352');
  await fillArrival(page, { travel: 'train' });
  await save(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Travellers' })).toBeFocused();
  const traveller = (number: number) => page.getByRole('group', { name: `Traveller ${number}` });
  // What Austria's law asks (issue 31): the lead guest in full, the family by name and birth date.
  await fillEasyLead(traveller(1));
  for (const [number, name, birthday] of [
    [2, 'Ann', '1977-04-04'],
    [3, 'Tom', '1979-08-08'],
  ] as const) {
    await traveller(number).getByLabel('First name').fill(name);
    await traveller(number).getByLabel('Last name').fill('Carter');
    await fillDate(traveller(number), 'Date of birth', birthday);
  }
  await save(page);
  await page.getByRole('button', { name: 'Confirm pre-check-in' }).click();

  const done = page.getByRole('heading', { level: 2, name: 'Your pre-check-in is complete' });
  await expect(done).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveText(/Pre-check-in complete/);
  await expect(page.getByRole('button', { name: 'Confirm pre-check-in' })).toHaveCount(0);
  await expect(page.getByText('15:00–17:30, Train')).toBeVisible();
  await expect(page.getByText('James Carter (September 9, 1975)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to your reservation' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservations/${reservation.token}\\?lang=en$`));
});

test('a completed pre-check-in opens on its summary, not on a form', async ({ page }) => {
  const { precheckin } = await openPrecheckin(page, '4815162343');
  await expect(page.getByRole('heading', { level: 2, name: 'Your pre-check-in is complete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to your reservation' })).toBeVisible();
  // Any step of it, even one named in the address, shows the same read-only summary.
  await page.goto(`/precheckins/${precheckin.token}/travellers?lang=de`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Ihr Vorab-Check-in ist abgeschlossen' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('zero mode ends on what was saved, without its form', async ({ page }) => {
  await openPrecheckin(page, '4815162348');
  await fillCustomer(page);
  await save(page);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Thank you: we have your details' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(0);
  await expect(page.getByText('Emma Walker, High Street 1, SW1A 1AA London, United Kingdom')).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  // The details stay the guest's to correct until the arrival.
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByLabel('Salutation')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Emma');
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeVisible();
});

test('an arrival window that ends when or before it starts is refused, in words', async ({ page }) => {
  await openPrecheckin(page, '4815162352');
  await fillArrival(page, { from: '15:30', to: '15:30', travel: 'train' });
  await save(page);
  const message = page.getByText('The latest arrival time must be after the earliest.');
  await expect(message).toBeVisible();
  await page.getByLabel('and', { exact: true }).fill('14:00');
  await save(page);
  await expect(message).toBeVisible();
  await expect(page.getByLabel('Arrival between')).toHaveValue('15:30');
});

for (const [lang, example, legend] of [
  ['en', 'For example, 3/27/1985', 'Date of birth'],
  ['de', 'Zum Beispiel 27.3.1985', 'Geburtsdatum'],
] as const) {
  test(`the date hint in ${lang} shows the order and separators of the page's language`, async ({ page }) => {
    const { precheckin } = await openPrecheckin(page, '4815162342', lang);
    await page.goto(`/precheckins/${precheckin.token}/travellers?lang=${lang}`);
    await expect(page.getByRole('group', { name: legend }).first()).toContainText(example);
  });
}
