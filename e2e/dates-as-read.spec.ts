import type { Locator } from '@playwright/test';
import { expect, test } from './support.ts';
import { openPrecheckin } from './precheckinPages.ts';

// Issue 43 point 4: date fields in the page's order with an example of their own kind, and the
// documents named in the page's language.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

/** The date field's boxes, named in the order a guest meets them. */
async function expectBoxes(field: Locator, names: string[]) {
  for (const [index, name] of names.entries())
    await expect(field.getByRole('textbox').nth(index)).toHaveAccessibleName(name);
}

test(
  'each date field shows an example of its own kind, in the order its boxes take',
  { tag: '@phone' },
  async ({ page }) => {
    await openPrecheckin(page, '4815162352', 'travellers');
    const lead = page.getByRole('group', { name: 'Traveller 1' });
    await lead.getByLabel('Document').selectOption('ID');
    const birth = lead.getByRole('group', { name: 'Date of birth' });
    await expect(birth).toContainText('For example, 3/27/1985');
    await expectBoxes(birth, ['Month', 'Day', 'Year']);
    const stayYear = new Date().getFullYear();
    const issued = await lead.getByRole('group', { name: 'Issued on' }).innerText();
    const validUntil = await lead.getByRole('group', { name: 'Valid until' }).innerText();
    expect(Number(/For example, 5\/19\/(\d{4})/.exec(issued)?.[1])).toBeLessThanOrEqual(stayYear);
    expect(Number(/For example, 5\/18\/(\d{4})/.exec(validUntil)?.[1])).toBeGreaterThan(stayYear + 1);
  },
);

test('a German page orders the boxes day, month, year', async ({ page }) => {
  await openPrecheckin(page, '4815162352', 'travellers', { lang: 'de' });
  const birth = page
    .getByRole('group', { name: 'Reisende Person 1' })
    .getByRole('group', { name: 'Geburtsdatum' });
  await expect(birth).toContainText('Zum Beispiel 27.3.1985');
  await expectBoxes(birth, ['Tag', 'Monat', 'Jahr']);
});

for (const [lang, traveller, label, documents] of [
  ['en', 'Traveller 1', 'Document', ['Passport', 'Identity card', 'German identity card']],
  ['de', 'Reisende Person 1', 'Dokument', ['Reisepass', 'Personalausweis', 'Deutscher Personalausweis']],
] as const) {
  test(`the documents offered in ${lang} are named in ${lang}`, async ({ page }) => {
    await openPrecheckin(page, '4815162352', 'travellers', { lang });
    const offered = page.getByRole('group', { name: traveller }).getByLabel(label).getByRole('option');
    await expect(offered).toContainText(['', ...documents]);
  });
}
