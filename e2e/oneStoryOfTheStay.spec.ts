import { expect, test } from './support.ts';
import { confirmWithCode, openReservation } from './reservationPages.ts';

// Issue 43 point 3: the booking, its pre-check-in and its arrival card tell one story.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

test(
  'adding a person reopens a completed pre-check-in for the new traveller',
  { tag: '@phone' },
  async ({ page }) => {
    await openReservation(page, '4815162343', '', { lang: 'en' });
    await expect(page.getByText('Your pre-check-in is complete. Thank you!')).toBeVisible();

    await page.getByRole('link', { name: 'Change persons' }).click();
    await page.getByRole('button', { name: 'More Adults' }).click();
    await page.getByRole('button', { name: 'Check the new price' }).click();
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await confirmWithCode(page, '4815162343');
    await expect(page.getByText('Persons changed')).toBeVisible();
    await expect(page.getByText('Your pre-check-in is complete. Thank you!')).toHaveCount(0);

    await page.getByRole('link', { name: 'Go to the pre-check-in' }).click();
    const steps = page.getByRole('navigation', { name: 'Steps of the pre-check-in' });
    await expect(steps.getByRole('link', { name: 'Travellers (to do)' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Persons (to do)' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Check-in (to do)' })).toBeVisible();
    await expect(page.getByText('Your pre-check-in is complete')).toHaveCount(0);

    // The persons step counts the new adult; the travellers step asks for the eighth traveller.
    await steps.getByRole('link', { name: 'Persons (to do)' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Travellers' })).toBeFocused();
    await expect(page.getByRole('group', { name: 'Traveller 8' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Traveller 8' }).getByLabel('First name')).toHaveValue('');
  },
);

test('a stay in progress with the pre-check-in closed: the keyholder gives the code, the Wi-Fi shows', async ({
  page,
}) => {
  const booking = await openReservation(page, '4815162349', '/arrival', { lang: 'en' });
  const gettingIn = page.getByRole('region', { name: 'Getting in' });
  await expect(
    gettingIn.getByText(
      'The online pre-check-in closed before it was completed, so the code is not shown here. Please call your keyholder, Søren Madsen, who will register you and give you the code:',
    ),
  ).toBeVisible();
  await expect(gettingIn.getByRole('link', { name: '+45 75 00 00 00' })).toHaveAttribute(
    'href',
    'tel:+4575000000',
  );
  await expect(page.getByText(/code appears/)).toHaveCount(0);
  await expect(page.locator('#arrival-code')).toHaveCount(0);
  await expect(page.getByText(booking.arrival!.code!, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Wi-Fi' }).getByText('klit-vej-21-blaavand')).toBeVisible();
  await expect(page.getByText(/Wi-Fi password appears/)).toHaveCount(0);
});
