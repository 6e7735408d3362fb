import type { Page } from '@playwright/test';
import { declineCookies, expect, expectNoAxeViolations, fillDate, fixtures, test } from './support.ts';

/** Issue 15: a guest is offered only what the booking allows, and told why where it does not. */
test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

async function openReservation(page: Page, number: string, subpage = '', { firstVisit = true } = {}) {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === number)!;
  await page.goto(`/reservations/${reservation.token}${subpage}?lang=${reservation.language}`);
  if (firstVisit) await declineCookies(page);
  return reservation;
}

test('a house closing offers nothing to pay, cancel or change, and says why', async ({ page }) => {
  await openReservation(page, '4815162346');
  await expect(page.getByText(/These dates are a house closing, not a guest booking/)).toBeVisible();
  for (const action of ['Pay now', 'Cancel reservation', 'Change persons', 'Add or remove services']) {
    await expect(page.getByRole('link', { name: action })).toHaveCount(0);
  }
  await expect(page.getByText('Not paid online.')).toBeVisible();
  await expect(page.getByText('Not cancelled online.')).toBeVisible();
  await expect(page.getByText('Not changed online.')).toHaveCount(2);
  await expect(page.getByText(/^Due by/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const subpage of ['/payment', '/cancellation', '/pax', '/services']) {
    await openReservation(page, '4815162346', subpage, { firstVisit: false });
    await expect(page.getByText(/These dates are a house closing, not a guest booking/)).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^(Continue to payment|Continue|Check the new price)$/ }),
    ).toHaveCount(0);
  }
});

test("the owner's own stay offers no payment either (German)", async ({ page }) => {
  await openReservation(page, '4815162347');
  await expect(
    page.getByText(/Eigenbelegung durch den Eigentümer, keine Buchung eines Gastes/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt bezahlen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reservierung stornieren' })).toHaveCount(0);
});

test('a cancelled booking offers no "Pay now"', async ({ page }) => {
  await openReservation(page, '4815162345');
  await expect(page.getByRole('link', { name: 'Jetzt bezahlen' })).toHaveCount(0);
  await expect(
    page.getByText('Diese Reservierung ist storniert: Es gibt online nichts zu bezahlen.'),
  ).toBeVisible();
  await openReservation(page, '4815162345', '/payment', { firstVisit: false });
  await expect(
    page.getByText('Diese Reservierung ist storniert: Es gibt online nichts zu bezahlen.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toHaveCount(0);
});

test('a payment past its due date says it is overdue', async ({ page }) => {
  await openReservation(page, '4815162355');
  await expect(page.getByText(/^Overdue: it was due by .+\. Please pay now\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await openReservation(page, '4815162342', '', { firstVisit: false });
  await expect(page.getByText(/^Due by /)).toBeVisible();
  await expect(page.getByText(/^Overdue/)).toHaveCount(0);
});

test('a pre-check-in that opens later says when, instead of offering it', async ({ page }) => {
  await openReservation(page, '4815162353');
  await expect(
    page.getByText(/^Der Online-Vorab-Check-in öffnet am .+\. Ab dann können Sie uns bis .+/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Vorab-Check-in' })).toHaveCount(0);
});

test('a cancelled stay cannot be reviewed', async ({ page }) => {
  await openReservation(page, '4815162344', '/review');
  await expect(page.getByText('A cancelled stay cannot be reviewed.')).toBeVisible();
  await expect(page.getByText('You can review your stay once it has begun.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
});

test('a published review is shown, and the form is not offered again', async ({ page }) => {
  await openReservation(page, '4815162351', '/review');
  await page.getByRole('radio', { name: '4 stars' }).check();
  await page.getByLabel('Title').fill('Olive trees and quiet mornings');
  await page
    .getByLabel('Your review', { exact: true })
    .fill('A calm week with the lake at the end of the road.');
  await page.getByLabel('I accept the privacy policy.').check();
  await page.getByRole('button', { name: 'Publish review' }).click();
  const yours = page.getByRole('region', { name: 'Your review' });
  await expect(yours.getByText('Thank you: your review is published.')).toBeVisible();
  await expect(yours.getByText('Olive trees and quiet mornings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
  await page.reload();
  await expect(yours.getByText('You have already reviewed this stay.')).toBeVisible();
  await expect(yours.getByText('A calm week with the lake at the end of the road.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
});

test('"+" stops at the house\'s maximum and says why', async ({ page }) => {
  await openReservation(page, '4815162342', '/pax');
  const moreAdults = page.getByRole('button', { name: 'More Adults' });
  for (let adults = 2; adults < 5; adults += 1) await moreAdults.click();
  const reason = 'The house sleeps 6 guests (adults and children): remove someone to add another.';
  await expect(moreAdults).toBeDisabled();
  await expect(moreAdults).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('button', { name: 'More Children' })).toBeDisabled();
  await expect(page.getByText(reason).first()).toBeVisible();
  await expect(page.getByText(/At most 6 guests/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Fewer Adults' }).click();
  await expect(moreAdults).toBeEnabled();
  await expect(page.getByText(reason)).toHaveCount(0);
});

test('pre-check-in: babies are counted apart, and each traveller is checked against the age booked', async ({
  page,
}) => {
  const { precheckins } = await fixtures(page);
  const precheckin = precheckins.find((p) => p.number === '4815162342')!;
  await page.goto(`/precheckins/${precheckin.token}/pax?lang=en`);
  await declineCookies(page);
  await page.getByRole('button', { name: 'More Babies' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText(
      'Your booking includes no babies (under 2); now 1. To bring more or fewer, change the persons of your booking first.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Please count exactly/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Fewer Babies' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Travellers' })).toBeFocused();

  // The third traveller was booked as a child: a grown-up's birthday is refused at the field.
  const third = page.getByRole('group', { name: 'Traveller 3' });
  const birthday = third.getByRole('group', { name: 'Date of birth' });
  await expect(third.getByText('Age group booked: Children, 2 to 17 years on arrival')).toBeVisible();
  await third.getByLabel('Salutation').selectOption('F');
  await third.getByLabel('First name').fill('Lily');
  await third.getByLabel('Last name').fill('Walker');
  await fillDate(third, 'Date of birth', '1990-01-05');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const refusal = "On arrival, this traveller's age does not fit the age group booked.";
  await expect(third.getByText(refusal)).toBeVisible();
  await expect(birthday).toHaveAccessibleDescription(/age group booked\.$/);
  // Issue 43: the refusal leads to the fix.
  await expect(
    third.getByRole('link', { name: 'Correct the age groups in the Persons step' }),
  ).toHaveAttribute('href', new RegExp(`/precheckins/${precheckin.token}/pax\\?lang=en$`));
  await fillDate(third, 'Date of birth', '2019-01-05');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(third.getByText(refusal)).toHaveCount(0);
});
