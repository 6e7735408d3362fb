import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, fillDate, test } from './support.ts';
import { openPrecheckin } from './precheckinPages.ts';
import {
  drawSignature,
  save,
  traveller,
  fillSpaniard,
  fillSpanishLeadAndChild,
  isoDay,
  signByTyping,
} from './precheckinForms.ts';

// Issue 31: the travellers step asks what the law of the house's country asks, and the guest can
// read what is kept, for whom and until when.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

/** The stay's last day as the page writes it, from "… in …, {checkin} to {checkout}". */
async function checkoutAsWritten(page: Page) {
  const intro = await page.locator('.page-heading p').first().innerText();
  return intro
    .split(/ to | bis /)
    .at(-1)!
    .trim();
}

/** The Spanish booking's main guest, a British woman, and her Spanish daughter of 8. */
const fillLeadAndChild = (page: Page, options?: { passportValidUntil?: string }) =>
  fillSpanishLeadAndChild(traveller(page, 1), traveller(page, 3), options);

test('a Spanish booking refuses a Spanish traveller without a second surname and takes a German one without', async ({
  page,
}) => {
  await openPrecheckin(page, '4815162371', 'travellers');
  await expect(page.getByRole('heading', { level: 2, name: 'Travellers' })).toBeVisible();
  await expect(page.getByText(/^The law in Spain asks for these details; we delete them on /)).toBeVisible();
  await fillLeadAndChild(page, { passportValidUntil: isoDay(41) });
  const second = traveller(page, 2);
  await fillSpaniard(second, { idNumber: '12345678A' });
  await save(page);

  // Each refusal names the rule.
  const checkout = await checkoutAsWritten(page);
  await expect(
    traveller(page, 1).getByText(`Your passport must be valid until the end of your stay, ${checkout}.`),
  ).toBeVisible();
  await expect(
    second.getByText('Spain registers its citizens with both surnames: please add the second surname.'),
  ).toBeVisible();
  await expect(second.getByText(/^Spanish ID numbers end with a check letter/)).toBeVisible();
  // Several refusals: their summary at the top has the focus, and leads to each field (issue 43).
  const summary = page.getByRole('region', { name: /^Please check these \d+ fields:$/ });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Valid until' }).click();
  await expect(
    traveller(page, 1).getByRole('group', { name: 'Valid until' }).getByRole('textbox').first(),
  ).toBeFocused();
  await expectNoAxeViolations(page);

  // As a German he has no second surname to give (it is offered, not asked) and no DNI.
  await fillDate(traveller(page, 1), 'Valid until', '2032-03-01');
  await second.getByLabel('Nationality').selectOption('DE');
  await expect(second.getByLabel('Second surname (optional)')).toBeVisible();
  await expect(second.getByLabel('Support number of the ID card')).toHaveCount(0);
  // Spain: everyone from 14 signs (issue 31 point 3).
  await drawSignature(page, traveller(page, 1));
  await signByTyping(second, 'Javier García');
  await save(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in' })).toBeVisible();
  await expect(page.getByText('Javier García')).toBeVisible();
});

test('a Spanish traveller with both surnames and a good DNI is taken', async ({ page }) => {
  const { token } = await openPrecheckin(page, '4815162371', 'travellers');
  await fillLeadAndChild(page);
  const second = traveller(page, 2);
  await fillSpaniard(second, { secondSurname: 'López', idNumber: '12345678Z' });
  await drawSignature(page, traveller(page, 1));
  await signByTyping(second, 'Javier García López');
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
  await openPrecheckin(page, '4815162372', 'travellers', { lang: 'de' });
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
  await openPrecheckin(page, '4815162354', 'retention');
  await expect(page.locator('dl.summary')).toContainText(
    'No authority: we need these details for your stay only.',
  );
  await expectNoAxeViolations(page);
});

const signatureOf = (page: Page, number: number) =>
  traveller(page, number).getByRole('group', { name: 'Signature' });

test('in Spain each traveller from 14 signs: one drawn with the mouse, one typed with the keyboard; both shown back', async ({
  page,
}) => {
  // The page with the most fields (three travellers, every country in three lists each) and two axe
  // runs over it: on a busy machine it ran past the two minutes of a journey's hang guard.
  test.slow();
  const { token } = await openPrecheckin(page, '4815162371', 'travellers');
  await fillLeadAndChild(page);
  const second = traveller(page, 2);
  await fillSpaniard(second, { secondSurname: 'López', idNumber: '12345678Z' });
  // The child of 8 does not sign; the grown-ups do.
  await expect(signatureOf(page, 1)).toBeVisible();
  await expect(signatureOf(page, 3)).toHaveCount(0);

  // Not saved without: the message names the law, and the first signature missing has the focus.
  await save(page);
  const required =
    'The law in Spain asks this traveller to sign: draw the signature in the box, or type the full name instead.';
  await expect(traveller(page, 1).getByText(required)).toBeVisible();
  await expect(second.getByText(required)).toBeVisible();
  await expect(signatureOf(page, 1)).toBeFocused();
  await expectNoAxeViolations(page);

  await drawSignature(page, traveller(page, 1));
  await expect(traveller(page, 1).getByText(required)).toHaveCount(0);
  // The tab's draft keeps what was typed, not the signature's image (DESIGN §10).
  const drafts = await page.evaluate(() => Object.values(sessionStorage).join(' '));
  expect(drafts).toContain('Claire');
  expect(drafts).not.toContain('data:image');

  // The keyboard alternative, from the last field: Tab to it, Space, the name typed, Tab, Space.
  await second.getByLabel('Town').focus();
  await page.keyboard.press('Tab');
  await expect(second.getByRole('button', { name: 'Sign by typing your name instead' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second.getByLabel('Your full name as your signature')).toBeFocused();
  await page.keyboard.type('Javier García López');
  await page.keyboard.press('Tab');
  await expect(second.getByRole('checkbox', { name: /^I sign the declaration/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second.getByText(required)).toHaveCount(0);
  await save(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in' })).toBeVisible();

  // Back on the step, after a reload: each signature with its image and day, in English and German.
  const answer = await page.request.get(`/webcc-api/v1/booking/precheckins/${token}`);
  const { travelers } = (await answer.json()) as { travelers: { signature?: { signedAt: string } }[] };
  expect(travelers.map((t) => !!t.signature)).toEqual([true, true, false]);
  const signedOn = (lang: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(travelers[0]!.signature!.signedAt),
    );
  await page.goto(`/precheckins/${token}/travellers?lang=en`);
  await page.reload();
  for (const [number, name] of [
    [1, 'Claire Martin'],
    [2, 'Javier García López'],
  ] as const) {
    const signed = signatureOf(page, number);
    await expect(signed.getByText(`Signed on ${signedOn('en')}`)).toBeVisible();
    await expect(signed.getByRole('img', { name: `Signature of ${name}` })).toBeVisible();
    await expect(signed.getByRole('button', { name: 'Sign again' })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Signing again offers the pad, with the way back to the signature given.
  await signatureOf(page, 1).getByRole('button', { name: 'Sign again' }).click();
  await expect(signatureOf(page, 1)).toBeFocused();
  await signatureOf(page, 1).getByRole('button', { name: 'Keep my earlier signature' }).click();
  await expect(signatureOf(page, 1).getByText(`Signed on ${signedOn('en')}`)).toBeVisible();

  await page.goto(`/precheckins/${token}/travellers?lang=de`);
  await expect(
    page
      .getByRole('group', { name: 'Reisende Person 2' })
      .getByRole('group', { name: 'Unterschrift' })
      .getByText(`Unterschrieben am ${signedOn('de')}`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a German guest at a German house is not asked to sign; a Dutch one is, as soon as the nationality says so', async ({
  page,
}) => {
  await openPrecheckin(page, '4815162372', 'travellers', { lang: 'de' });
  const german = { day: 'Tag', month: 'Monat', year: 'Jahr' };
  const signature = (group: Locator) => group.getByRole('group', { name: 'Unterschrift' });
  for (const [number, name, birthday] of [
    [1, 'Jonas', '1980-01-01'],
    [2, 'Lea', '1982-02-02'],
  ] as const) {
    const person = page.getByRole('group', { name: `Reisende Person ${number}` });
    await person.getByLabel('Vorname').fill(name);
    await person.getByLabel('Nachname').fill('Becker');
    await fillDate(person, 'Geburtsdatum', birthday, german);
    await person.getByLabel('Staatsangehörigkeit').selectOption('DE');
    await expect(signature(person)).toHaveCount(0);
  }
  const first = page.getByRole('group', { name: 'Reisende Person 1' });
  await first.getByLabel('Staatsangehörigkeit').selectOption('NL');
  await expect(signature(first)).toBeVisible();
  await expect(
    signature(first).getByRole('button', { name: 'Stattdessen mit getipptem Namen unterschreiben' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await first.getByLabel('Staatsangehörigkeit').selectOption('DE');
  await expect(signature(first)).toHaveCount(0);
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in' })).toBeVisible();
});
