import type { Locator, Page } from '@playwright/test';
import { fillDate } from './support.ts';

/** Saves a pre-check-in step as the guest does. */
export const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** A traveller's part of the travellers step, by its place in the list. */
export const traveller = (page: Page, number: number) =>
  page.getByRole('group', { name: `Traveller ${number}` });

/** The pre-check-in's customer step, filled in as a guest would (Emma Walker of London). */
export async function fillCustomer(page: Page) {
  await page.getByLabel('Salutation').selectOption('F');
  await page.getByLabel('First name').fill('Emma');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Street and number').fill('High Street 1');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
  await page.getByLabel('Town').fill('London');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Phone during your holiday').fill('447700900123');
  await page.getByLabel('E-mail').fill('emma.walker@example.com');
}

/**
 * The arrival step, by plane with its flight unless `travel` says another way (a journey may also
 * choose another after it); the phone as `phone` writes it, the arrival between `from` and `to`.
 */
export async function fillArrival(
  page: Page,
  { phone = '447700900123', from = '15:00', to = '17:30', travel = 'airplane' } = {},
) {
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('E-mail').fill('emma.walker@example.com');
  await page.getByLabel('Arrival between').fill(from);
  await page.getByLabel('and', { exact: true }).fill(to);
  await page.getByLabel('How do you travel?').selectOption(travel);
  if (travel === 'airplane') await page.getByLabel('Flight number').fill('LH 1234');
}

/**
 * The lead traveller of the easy demo pre-check-in (James Carter, with his identity card), as
 * Austria's guest sheet asks it (issue 31): a guest who is not Austrian gives the travel document,
 * and the main guest signs (point 3).
 */
export async function fillEasyLead(first: Locator) {
  await first.getByLabel('Salutation').selectOption('M');
  await first.getByLabel('First name').fill('James');
  await first.getByLabel('Last name').fill('Carter');
  await fillDate(first, 'Date of birth', '1975-09-09');
  await first.getByLabel('Nationality').selectOption('GB');
  await first.getByLabel('Country', { exact: true }).selectOption('GB');
  await first.getByLabel('Street and number').fill('High Street 1');
  await first.getByLabel('Postcode').fill('SW1A 1AA');
  await first.getByLabel('Town').fill('London');
  await first.getByLabel('Document').selectOption('ID');
  await first.getByLabel('Passport or ID number').fill('ID556677');
  await fillDate(first, 'Issued on', '2022-01-02');
  await first.getByLabel('Issued by (authority or place)').fill('HM Passport Office');
  await fillDate(first, 'Valid until', '2032-01-01');
  await drawSignature(first.page(), first);
}

/** A Spaniard with his DNI, in his traveller's form (issue 31); without `secondSurname` he leaves it empty. */
export async function fillSpaniard(
  form: Page | Locator,
  { secondSurname, idNumber }: { secondSurname?: string; idNumber: string },
) {
  await form.getByLabel('Salutation').selectOption('M');
  await form.getByLabel('First name').fill('Javier');
  await form.getByLabel('Last name').fill('García');
  await fillDate(form, 'Date of birth', '1983-09-12');
  await form.getByLabel('Nationality').selectOption('ES');
  if (secondSurname) await form.getByLabel('Second surname').fill(secondSurname);
  await form.getByLabel('Document').selectOption('ID');
  await form.getByLabel('Passport or ID number').fill(idNumber);
  await form.getByLabel('Support number of the ID card').fill('BAA000589');
  await fillDate(form, 'Issued on', '2021-01-15');
  await fillDate(form, 'Valid until', '2031-01-15');
  await form.getByLabel('Country', { exact: true }).selectOption('ES');
  await form.getByLabel('Street and number').fill('Carrer Major 3');
  await form.getByLabel('Postcode').fill('07001');
  await form.getByLabel('Town').fill('Palma');
}

/** The day so many days from today, as an ISO date. */
export const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/**
 * The Spanish demo booking's main guest, a British woman (Claire Martin), and her Spanish daughter
 * of 8, in their travellers' forms (issue 31); neither signs here.
 */
export async function fillSpanishLeadAndChild(
  lead: Locator,
  child: Locator,
  { passportValidUntil = '2032-03-01' } = {},
) {
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
  await lead.getByLabel('Phone', { exact: true }).fill('+44 7700 900123');
  await child.getByLabel('Salutation').selectOption('F');
  await child.getByLabel('First name').fill('Sofía');
  await child.getByLabel('Last name').fill('García');
  await fillDate(child, 'Date of birth', isoDay(-8 * 365));
  await child.getByLabel('Nationality').selectOption('ES');
  await child.getByLabel('Second surname').fill('Martin');
  await child.getByLabel('Relationship to the adult responsible').selectOption('parent');
}

/**
 * Signs a traveller's registration on the pad with the mouse (issue 31 point 3): a zigzag across
 * most of the pad, in the pad's own size, so a phone's narrower pad gets a whole signature too.
 */
export async function drawSignature(page: Page, traveller: Locator) {
  const pad = traveller.locator('canvas');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.5));
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.2],
    [0.4, 0.8],
    [0.55, 0.25],
    [0.7, 0.75],
    [0.9, 0.4],
  ] as const)
    await page.mouse.move(...at(x, y), { steps: 6 });
  await page.mouse.up();
}

const TYPED = {
  en: {
    instead: 'Sign by typing your name instead',
    name: 'Your full name as your signature',
    confirm: 'I sign',
  },
  de: {
    instead: 'Stattdessen mit getipptem Namen unterschreiben',
    name: 'Ihr vollständiger Name als Unterschrift',
    confirm: 'Ich unterschreibe',
  },
};

/** Signs with the keyboard alternative by pointer: the name typed, the declaration ticked. */
export async function signByTyping(traveller: Locator, name: string, lang: 'en' | 'de' = 'en') {
  const words = TYPED[lang];
  await traveller.getByRole('button', { name: words.instead }).click();
  await traveller.getByLabel(words.name).fill(name);
  await traveller.getByRole('checkbox', { name: new RegExp(`^${words.confirm}`) }).check();
}
