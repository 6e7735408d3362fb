import type { Page } from '@playwright/test';
import { declineCookies, expect, expectNoAxeViolations, fillDate, fixtures, test } from './support.ts';
import { fillSpaniard } from './precheckinForms.ts';

// Issue 31: the travellers step asks what the law of the house's country asks, and the guest can
// read what is kept, for whom and until when.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

async function openStep(page: Page, number: string, step: string, lang = 'en') {
  const { precheckins } = await fixtures(page);
  const precheckin = precheckins.find((p) => p.number === number)!;
  await page.goto(`/precheckins/${precheckin.token}/${step}?lang=${lang}`);
  await declineCookies(page);
  return precheckin;
}

const traveller = (page: Page, number: number) => page.getByRole('group', { name: `Traveller ${number}` });
const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/** The stay's last day as the page writes it, from "… in …, {checkin} to {checkout}". */
async function checkoutAsWritten(page: Page) {
  const intro = await page.locator('.page-heading p').first().innerText();
  return intro
    .split(/ to | bis /)
    .at(-1)!
    .trim();
}

/** The Spanish booking's main guest, a British woman, and her Spanish daughter of 8. */
async function fillLeadAndChild(page: Page, { passportValidUntil = '2032-03-01' } = {}) {
  const lead = traveller(page, 1);
  await lead.getByLabel('Salutation').selectOption('F');
  await lead.getByLabel('First name').fill('Claire');
  await lead.getByLabel('Last name').fill('Martin');
  await fillDate(lead, 'Date of birth', '1985-04-02');
  await lead.getByLabel('Nationality').selectOption('GB');
  await lead.getByLabel('Document').selectOption('PP');
  await lead.getByLabel('Passport or ID number').fill('123456789');
  await fillDate(lead, 'Issued on', '2020-03-01');
  await fillDate(lead, 'Valid until', passportValidUntil);
  await lead.getByLabel('Country', { exact: true }).selectOption('GB');
  await lead.getByLabel('Street and number').fill('High Street 1');
  await lead.getByLabel('Postcode').fill('SW1A 1AA');
  await lead.getByLabel('Town').fill('London');
  await lead.getByLabel('Phone (numbers only)').fill('447700900123');
  const child = traveller(page, 3);
  await child.getByLabel('Salutation').selectOption('F');
  await child.getByLabel('First name').fill('Sofía');
  await child.getByLabel('Last name').fill('García');
  await fillDate(child, 'Date of birth', isoDay(-8 * 365));
  await child.getByLabel('Nationality').selectOption('ES');
  await child.getByLabel('Second surname').fill('Martin');
  await child.getByLabel('Relationship to the adult responsible').selectOption('parent');
}

test('a Spanish booking refuses a Spanish traveller without a second surname and takes a German one without', async ({
  page,
}) => {
  await openStep(page, '4815162371', 'travellers');
  await expect(page.getByRole('heading', { level: 2, name: 'Travellers' })).toBeVisible();
  await expect(page.getByText(/^The law in Spain asks for these details; we delete them on /)).toBeVisible();
  await fillLeadAndChild(page, { passportValidUntil: isoDay(41) });
  const second = traveller(page, 2);
  await fillSpaniard(second, { idNumber: '12345678A' });
  await save(page);

  // Each refusal names the rule; the first field refused (in the page's order) has the focus.
  const checkout = await checkoutAsWritten(page);
  await expect(
    traveller(page, 1).getByText(`Your passport must be valid until the end of your stay, ${checkout}.`),
  ).toBeVisible();
  await expect(
    second.getByText('Spain registers its citizens with both surnames: please add the second surname.'),
  ).toBeVisible();
  await expect(second.getByText(/^Spanish ID numbers end with a check letter/)).toBeVisible();
  await expect(
    traveller(page, 1).getByRole('group', { name: 'Valid until' }).getByRole('textbox').first(),
  ).toBeFocused();
  await expectNoAxeViolations(page);

  // As a German he has no second surname to give (it is offered, not asked) and no DNI.
  await fillDate(traveller(page, 1), 'Valid until', '2032-03-01');
  await second.getByLabel('Nationality').selectOption('DE');
  await expect(second.getByLabel('Second surname (optional)')).toBeVisible();
  await expect(second.getByLabel('Support number of the ID card')).toHaveCount(0);
  await save(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in' })).toBeVisible();
  await expect(page.getByText('Javier García')).toBeVisible();
});

test('a Spanish traveller with both surnames and a good DNI is taken', async ({ page }) => {
  const { token } = await openStep(page, '4815162371', 'travellers');
  await fillLeadAndChild(page);
  await fillSpaniard(traveller(page, 2), { secondSurname: 'López', idNumber: '12345678Z' });
  await save(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in' })).toBeVisible();

  // What is kept, for whom and until when; then, on the day the law's period ends, nothing.
  await page.getByRole('link', { name: 'What we keep, and until when' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What we keep, and until when' })).toBeVisible();
  const checkout = await checkoutAsWritten(page);
  const year = Number(checkout.slice(-4));
  const deleteOn = `${checkout.slice(0, -4)}${year + 3}`;
  const facts = page.locator('dl.summary');
  await expect(facts).toContainText('Sent to');
  await expect(facts).toContainText('Spanish Ministry of the Interior (SES.HOSPEDAJES)');
  await expect(facts).toContainText('Within 24 hours of your arrival');
  await expect(facts).toContainText(`To be deleted on${deleteOn}`);
  await expect(page.getByText(/^Traveller 2: .*Second surname.*Support number of the ID card/)).toBeVisible();
  await expect(page.getByText('We never keep a copy or a picture of an identity document')).toBeVisible();
  await expectNoAxeViolations(page);

  const answer = await page.request.get(`/webcc-api/v1/booking/precheckins/${token}`);
  const { registration } = (await answer.json()) as { registration: { deleteOn: string } };
  await page.request.post('/__dev/retention', { data: { today: registration.deleteOn } });
  await page.reload();
  await expect(
    page.getByText(`We deleted the travellers' details on ${deleteOn}; we keep none of them.`),
  ).toBeVisible();
});

test('the retention page of a German stay, in German, says who may ask and when it goes', async ({
  page,
}) => {
  await openStep(page, '4815162372', 'travellers', 'de');
  await page
    .getByRole('form', { name: 'Reisende' })
    .getByRole('link', { name: 'Was wir speichern, und wie lange' })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Was wir speichern, und wie lange' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const intro = await page.locator('.page-heading p').first().innerText();
  const arrival = intro.split(', ').at(-1)!.split(' bis ')[0]!.trim();
  const deleteOn = `${arrival.slice(0, -4)}${Number(arrival.slice(-4)) + 1}`;
  const facts = page.locator('dl.summary');
  await expect(facts).toContainText('Aufbewahrt für');
  await expect(facts).toContainText('Die Meldebehörde und die Polizei');
  await expect(facts).toContainText('Nur wenn die Behörde danach fragt');
  await expect(facts).toContainText(`Wird gelöscht am${deleteOn}`);
  await expect(page.getByText(/^Noch nichts:/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the retention page in English of a stay without rules of its own has no axe violations', async ({
  page,
}) => {
  await openStep(page, '4815162354', 'retention');
  await expect(page.locator('dl.summary')).toContainText(
    'No authority: we need these details for your stay only.',
  );
  await expectNoAxeViolations(page);
});
