import type { Page } from '@playwright/test';
import { declineCookies, expect, expectNoAxeViolations, fillDate, fixtures, test } from './support.ts';
import { openPrecheckin } from './precheckinPages.ts';
import { fillArrival, fillCustomer, fillEasyLead, save, traveller } from './precheckinForms.ts';

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
/**
 * The step a save leads to: its heading takes the focus once the page is hydrated. The travellers
 * step comes by a full load (its camera policy), and a choice made in a select before hydration is
 * put back to its default by it: a journey that fills on first sight loses it on a busy machine.
 */
const reached = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeFocused();

async function confirm(page: Page) {
  await heading(page, 'Check-in');
  await page.getByRole('button', { name: 'Confirm pre-check-in' }).click();
  await expect(
    page.getByText('Thank you: your pre-check-in is complete. We look forward to welcoming you.'),
  ).toBeVisible();
}

test('mode all: customer, arrival, persons, travellers, services, check-in', async ({ page }) => {
  await openPrecheckin(page, '4815162342');
  await heading(page, 'Your details');
  await fillCustomer(page);
  await save(page);
  await reached(page, 'Arrival');
  await fillArrival(page);
  await save(page);
  await reached(page, 'Persons');
  await save(page);
  await reached(page, 'Travellers');
  const first = traveller(page, 1);
  await first.getByLabel('Salutation').selectOption('F');
  await first.getByLabel('First name').fill('Emma');
  await first.getByLabel('Last name').fill('Walker');
  await fillDate(first, 'Date of birth', '1988-03-14');
  // Italy's Alloggiati Web (issue 31): place of birth, citizenship, the document and where it was issued.
  await first.getByLabel('Country of birth').selectOption('GB');
  await first.getByLabel('Nationality').selectOption('GB');
  await first.getByLabel('Document').selectOption('PP');
  await first.getByLabel('Passport or ID number').fill('123456789');
  await first.getByLabel('Issued by (authority or place)').fill('HM Passport Office');
  await fillDate(first, 'Valid until', '2031-05-01');
  for (const [number, name, birthday] of [
    [2, 'Oliver', '1987-07-02'],
    [3, 'Lily', '2012-06-01'],
  ] as const) {
    const fellow = traveller(page, number);
    await fellow.getByLabel('Salutation').selectOption(name === 'Lily' ? 'F' : 'M');
    await fellow.getByLabel('First name').fill(name);
    await fellow.getByLabel('Last name').fill('Walker');
    await fillDate(fellow, 'Date of birth', birthday);
    await fellow.getByLabel('Country of birth').selectOption('GB');
    await fellow.getByLabel('Nationality').selectOption('GB');
  }
  await save(page);
  await reached(page, 'Services');
  await page.getByRole('button', { name: 'More Bread service' }).click();
  await expect(page.getByText(/Total paid on site: €\d/)).toBeVisible();
  await save(page);
  await expect(page.getByText('Emma Walker, High Street 1, SW1A 1AA London, United Kingdom')).toBeVisible();
  await confirm(page);
  await expect(page.getByRole('link', { name: /Check-in \(complete\)/ })).toBeVisible();
});

test('mode default: arrival, persons, travellers, services, check-in', async ({ page }) => {
  await openPrecheckin(page, '4815162354');
  await heading(page, 'Arrival');
  await expect(page.getByRole('link', { name: /Your details/ })).toHaveCount(0);
  await fillArrival(page);
  await page.getByLabel('How do you travel?').selectOption('car');
  await save(page);
  await reached(page, 'Persons');
  await save(page);
  await reached(page, 'Travellers');
  const first = traveller(page, 1);
  await first.getByLabel('Salutation').selectOption('F');
  await first.getByLabel('First name').fill('Grace');
  await first.getByLabel('Last name').fill('Evans');
  await fillDate(first, 'Date of birth', '1979-11-30');
  await first.getByLabel('Country').selectOption('GB');
  await first.getByLabel('Street and number').fill('Mill Lane 3');
  await first.getByLabel('Postcode').fill('CB2 1RX');
  await first.getByLabel('Town').fill('Cambridge');
  const second = traveller(page, 2);
  await second.getByLabel('First name').fill('Henry');
  await second.getByLabel('Last name').fill('Evans');
  await fillDate(second, 'Date of birth', '1977-02-11');
  await save(page);
  await reached(page, 'Services');
  await save(page);
  await reached(page, 'Check-in');
  await confirm(page);
});

test('mode easy on a phone: arrival, travellers, check-in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPrecheckin(page, '4815162352');
  await heading(page, 'Arrival');
  await fillArrival(page);
  await page.getByLabel('How do you travel?').selectOption('train');
  await save(page);
  await reached(page, 'Travellers');
  await fillEasyLead(traveller(page, 1));
  for (const [number, name, birthday] of [
    [2, 'Ann', '1977-04-04'],
    [3, 'Tom', '1979-08-08'],
  ] as const) {
    await traveller(page, number).getByLabel('First name').fill(name);
    await traveller(page, number).getByLabel('Last name').fill('Carter');
    await fillDate(traveller(page, number), 'Date of birth', birthday);
  }
  await save(page);
  await reached(page, 'Check-in');
  await confirm(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('mode zero asks for the customer only', async ({ page }) => {
  await openPrecheckin(page, '4815162348');
  await heading(page, 'Your details');
  await expect(
    page.getByRole('navigation', { name: 'Steps of the pre-check-in' }).getByRole('listitem'),
  ).toHaveCount(1);
  await fillCustomer(page);
  await save(page);
  await expect(page.getByText('Thank you: we have your details.')).toBeVisible();
});

test('a step outside the mode goes to its first step; the arrival day shows the expired page', async ({
  page,
}) => {
  const easy = await openPrecheckin(page, '4815162352');
  await page.goto(`/precheckins/${easy.token}/pax?lang=en`);
  await expect(page).toHaveURL(new RegExp(`/precheckins/${easy.token}/arrival\\?lang=en$`));
  const expired = await openPrecheckin(page, '4815162349', '', { firstVisit: false });
  await expect(page).toHaveURL(new RegExp(`/precheckins/${expired.token}/expired\\?lang=en$`));
  await expect(page.getByRole('heading', { name: 'Pre-check-in closed' })).toBeVisible();
  await openPrecheckin(page, '4815162353', '', { lang: 'de', firstVisit: false });
  await expect(page.getByText(/Der Online-Vorab-Check-in öffnet am/)).toBeVisible();
});

test('errors show in place and the first invalid field gets the focus', async ({ page }) => {
  await openPrecheckin(page, '4815162342');
  await page.getByLabel('Salutation').selectOption('M');
  await page.getByLabel('First name').fill('Max');
  await page.getByLabel('Street and number').fill("O'Connell Street <3>");
  await page.getByLabel('Postcode').fill('SW1A 1AA');
  await page.getByLabel('Town').fill('London');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Phone during your holiday').fill('+44 7700 ask for Max');
  await page.getByLabel('E-mail').fill('max@example.com');
  await save(page);
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expect(page.getByText("The characters < > and ' are not allowed.")).toBeVisible();
  await expect(page.getByText('Please enter a phone number, for example +34 600 123 456.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Max');
});

test('a reload mid-way finds the draft', async ({ page }) => {
  await openPrecheckin(page, '4815162342');
  await page.getByLabel('First name').fill('Emma');
  await page.getByLabel('Town').fill('London');
  await page.reload();
  await expect(page.getByText('We restored what you entered last time on this device.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Emma');
  await expect(page.getByLabel('Town')).toHaveValue('London');
});

for (const lang of ['en', 'de']) {
  test(`every step in ${lang} has no axe violations`, async ({ page }) => {
    // Six full loads with an axe run each: on a busy machine, past the hang guard of one journey.
    test.slow();
    const { token } = await openPrecheckin(page, '4815162342', '', { lang });
    for (const step of ['customer', 'arrival', 'pax', 'travellers', 'services', 'checkin']) {
      await page.goto(`/precheckins/${token}/${step}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('from the reservation into its pre-check-in, without a page load', async ({ page }) => {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === '4815162354')!;
  await page.goto(reservation.url);
  await declineCookies(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('link', { name: 'Go to the pre-check-in' }).click();
  await heading(page, 'Arrival');
  await expect(page.getByLabel('How do you travel?')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});
