import { declineCookies, expect, expectNoAxeViolations, fixtures, test } from './support.ts';

// Issue 34 point 6: the edge limits guessing without harm to the real guest, and the guest error
// pages answer with their real status while they stream. A local run counts every visitor as one
// client, so the journey guesses from the same address the guest then opens their link from.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});
test.afterEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

const guessed = (number: number) => `Guessed${String(number).padStart(15, '0')}`;

test('an unknown link answers 404; after ten guesses 429 with the wait, while the guest’s own link opens', async ({
  page,
}) => {
  const { reservations, wishlists } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === '4815162342')!;
  expect((await page.request.get(`/webcc-api/v1/booking/reservations/${guessed(0)}`)).status()).toBe(404);

  const unknown = await page.goto(`/reservations/${guessed(1)}?lang=en`);
  expect(unknown?.status()).toBe(404);
  await declineCookies(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find this reservation' }),
  ).toBeVisible();

  for (let guess = 2; guess < 10; guess += 1)
    await page.request.get(`/webcc-api/v1/booking/reservations/${guessed(guess)}`);
  const limited = await page.goto(`/reservations/${guessed(10)}?lang=en`);
  expect(limited?.status()).toBe(429);
  expect(Number(await limited?.headerValue('retry-after'))).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Too many attempts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Too many attempts' })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveText(/You can try again in \d+ minutes\.$/);
  await expect(page.getByRole('alert')).not.toContainText('Too many attempts');
  await expectNoAxeViolations(page);

  // Behind the same address, the guest's own links open as ever.
  const own = await page.goto(reservation.url);
  expect(own?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Lucia' })).toBeVisible();
  const shared = await page.goto(wishlists[0]!.url);
  expect(shared?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Summer by the water' })).toBeVisible();
});
