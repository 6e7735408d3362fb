import type { Locator } from '@playwright/test';
import { expect, fillDate, test, textIn } from './support.ts';
import { openPrecheckin } from './precheckinPages.ts';

// Issue 43 point 2: every guest can register. The country fields offer every ISO 3166-1 country,
// named in the page's language, and a guest finds theirs by typing its first letters.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

/** Types into a country field as a person does, until it shows the country typed (a select's search starts anew after a pause). */
async function typeCountry(field: Locator, typed: string, code: string) {
  await expect(async () => {
    await field.focus();
    await field.page().keyboard.type(typed);
    await expect(field).toHaveValue(code, { timeout: 1000 });
  }).toPass();
}

const chosen = (field: Locator) => field.locator('option:checked');

test(
  'in Portugal a Finnish guest finds Finland by typing and gives her document; a Portuguese one does not',
  { tag: '@phone' },
  async ({ page }) => {
    // Two travellers of many fields each, typed key by key.
    test.setTimeout(120_000);
    await openPrecheckin(page, '4815162374', 'travellers');
    const travellersStep = page.url();
    const aino = page.getByRole('group', { name: 'Traveller 1' });
    await aino.getByLabel('First name').fill('Aino');
    await aino.getByLabel('Last name').fill('Virtanen');
    await fillDate(aino, 'Date of birth', '1988-09-14');
    const nationality = aino.getByLabel('Nationality');
    await typeCountry(nationality, 'Finl', 'FI');
    await expect(chosen(nationality)).toHaveText('Finland');
    // Portugal's law asks a foreign guest's birthplace, residence and document.
    await aino.getByLabel('Place of birth').fill('Tampere');
    await typeCountry(aino.getByLabel('Country', { exact: true }), 'Fin', 'FI');
    await aino.getByLabel('Document').selectOption('PP');
    await aino.getByLabel('Passport or ID number').fill('XP1234567');
    await aino.getByLabel('Issued by (authority or place)').fill('Helsinki Police');
    await fillDate(aino, 'Valid until', '2034-05-31');

    const joao = page.getByRole('group', { name: 'Traveller 2' });
    await joao.getByLabel('First name').fill('João');
    await joao.getByLabel('Last name').fill('Silva');
    await fillDate(joao, 'Date of birth', '1986-02-03');
    await typeCountry(joao.getByLabel('Nationality'), 'Portu', 'PT');
    await expect(chosen(joao.getByLabel('Nationality'))).toHaveText('Portugal');
    await expect(joao.getByLabel('Passport or ID number')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save and continue' }).click();
    // Saved once the step's list says so (the form's checks load with its first check; a busy machine
    // takes a while).
    await expect(page.getByRole('link', { name: 'Travellers (complete)' })).toBeVisible({ timeout: 60_000 });
    // What was stored comes back on the step opened anew: Finland and Portugal, not a country near them.
    await page.goto(travellersStep);
    await expect(
      chosen(page.getByRole('group', { name: 'Traveller 1' }).getByLabel('Nationality')),
    ).toHaveText('Finland');
    await expect(
      chosen(page.getByRole('group', { name: 'Traveller 2' }).getByLabel('Nationality')),
    ).toHaveText('Portugal');
  },
);

test('a country field speaks the page’s language: Brazil is “Brasilien” in German, found by typing it', async ({
  page,
}) => {
  await openPrecheckin(page, '4815162342', 'customer', { lang: 'de' });
  const country = page.getByLabel(textIn('de', 'field.country'), { exact: true });
  await typeCountry(country, 'Brasil', 'BR');
  await expect(chosen(country)).toHaveText('Brasilien');
  // Every country is there, sorted for a German reader: Österreich among the O's, not after Z.
  const names = await country.locator('option').allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(250);
  expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Panama'));
});
