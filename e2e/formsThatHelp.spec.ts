import { expect, expectNoAxeViolations, test } from './support.ts';
import { openPrecheckin } from './precheckinPages.ts';
import { fillArrival, save, traveller } from './precheckinForms.ts';

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

test('a step saved empty lists its fields at the top, traveller by traveller, and each link leads to its field', async ({
  page,
}) => {
  await openPrecheckin(page, '4815162342', 'travellers');
  await save(page);
  const summary = page.getByRole('region', { name: /^Please check these \d+ fields:$/ });
  await expect(summary).toBeFocused();
  // One entry for each field with a message, under the name of the traveller it belongs to.
  const messages = await page.locator('main').getByText('This field is required.').count();
  await expect(summary.getByRole('link')).toHaveCount(messages);
  await expect(summary.getByRole('listitem')).toHaveText([/^Traveller 1/, /^Traveller 2/, /^Traveller 3/]);
  await summary.getByRole('listitem').nth(1).getByRole('link', { name: 'Last name' }).click();
  await expect(traveller(page, 2).getByLabel('Last name')).toBeFocused();
  // A date's link leads to its first box, in the page's order (month first in English).
  await summary.getByRole('listitem').first().getByRole('link', { name: 'Date of birth' }).click();
  await expect(
    traveller(page, 1).getByRole('group', { name: 'Date of birth' }).getByLabel('Month'),
  ).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a field typed into is marked as a select is when its message shows', async ({ page }) => {
  await openPrecheckin(page, '4815162342', 'customer');
  await save(page);
  const border = (label: string) =>
    page.getByLabel(label).evaluate((control) => {
      const style = getComputedStyle(control);
      return `${style.borderTopWidth} ${style.borderTopColor}`;
    });
  await expect(page.getByLabel('Town')).toHaveAccessibleDescription(/This field is required\./);
  expect(await border('Town')).toBe(await border('Salutation'));
  expect(await border('Town')).toBe('2px rgb(179, 38, 30)');
});

test(
  'the arrival step says what it asks, and takes the phone as people write it',
  { tag: '@phone' },
  async ({ page }) => {
    await openPrecheckin(page, '4815162352', 'arrival');
    await expect(
      page.getByText(
        'How we can reach you on the way, when you expect to arrive and how you are travelling, so that your host can be there for you.',
      ),
    ).toBeVisible();
    await fillArrival(page, { phone: '+34 600 123 456', travel: 'car' });
    await save(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Arrival' })).toHaveCount(0);
    // Kept as numbers only (SPEC §5), the + as the international prefix 00.
    await openPrecheckin(page, '4815162352', 'arrival', { firstVisit: false });
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('0034600123456');
  },
);
