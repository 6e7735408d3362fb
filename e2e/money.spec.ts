import type { Page } from '@playwright/test';
import { declineCookies, expect, expectNoAxeViolations, fixtures, test } from './support.ts';

// Issue 34 point 5: money that adds up.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

async function open(page: Page, number: string, { firstVisit = true } = {}) {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === number)!;
  await page.goto(`/reservations/${reservation.token}?lang=en`);
  if (firstVisit) await declineCookies(page);
  return reservation;
}

const payment = (page: Page) => page.getByRole('region', { name: 'Payment' });

test('a house closing and the owner’s own stay ask for no money', async ({ page }) => {
  for (const [index, number] of ['4815162346', '4815162347'].entries()) {
    await open(page, number, { firstVisit: index === 0 });
    await expect(payment(page).getByText('Nothing to pay')).toBeVisible();
    await expect(payment(page).getByText('Still to pay')).toHaveCount(0);
    await expect(payment(page).getByText('Total')).toHaveCount(0);
  }
});

test('a cancelled booking tells its fee, what was paid and what comes back', async ({ page }) => {
  await open(page, '4815162344');
  const section = payment(page);
  await expect(section.getByText('Refund due to you')).toBeVisible();
  await expect(section.getByText('Cancellation fee')).toBeVisible();
  await expect(section.getByText('To be refunded to you')).toBeVisible();
  await expect(section.getByText('Paid in full')).toHaveCount(0);
  const refundDue = await section.locator('dt:text("To be refunded to you") + dd').innerText();
  await expect(page.getByText(`${refundDue} will be refunded to you.`)).toBeVisible();
});

test('a bank transfer is awaited with its account, reference and day, until it arrives', async ({ page }) => {
  const reservation = await open(page, '4815162342');
  await page.getByRole('link', { name: 'Pay now' }).click();
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  const awaiting = page.getByRole('heading', { name: 'Awaiting your bank transfer' });
  await expect(awaiting).toBeFocused();
  await expect(page.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
  await expect(page.getByText('Holiday Homes Portal AG', { exact: true })).toBeVisible();
  await expect(page.getByText(/^4815162342-[0-9A-F]{4}$/)).toBeVisible();
  await expect(page.getByText(/Please transfer €[\d,.]+ by \w+ \d+, \d{4} to this account:/)).toBeVisible();
  await expect(page.getByText('Thank you: your payment was received.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Back to the reservation/ }).click();
  await expect(payment(page).getByText('Awaiting your bank transfer')).toBeVisible();
  await expect(payment(page).getByText('Paid in full')).toHaveCount(0);
  await expect(payment(page).getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  // The provider's bank receives it.
  const received = await page.request.post('/__dev/transfers/receive', {
    data: { number: reservation.number },
  });
  expect(received.status()).toBe(200);
  await page.reload();
  await expect(payment(page).getByText('Paid in full')).toBeVisible();
  await expect(payment(page).getByText('Still to pay')).toHaveCount(0);
});
