import { expect, fixtures, test } from './support.ts';
import { confirmWithCode, openReservation } from './reservationPages.ts';

// Issue 43 point 6: the small things a new guest tripped over.

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

test("a house's region is named in the page's language", async ({ page }) => {
  // Opened in English first, where the cookie banner is answered.
  const danish = await openReservation(page, '4815162354');
  await page.goto(`/reservations/${danish.token}?lang=da`);
  await expect(page.getByText(/, Sønderjylland, Danmark$/)).toBeVisible();
  const { reservations } = await fixtures(page);
  const italian = reservations.find((r) => r.number === '4815162342')!;
  await page.goto(`/reservations/${italian.token}?lang=it`);
  await expect(page.getByText(/Lazise, Lago di Garda, Italia$/)).toBeVisible();
});

test("the overview's arrival button keeps Wi-Fi on one line on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openReservation(page, '4815162356');
  const button = page.getByRole('link', { name: 'Your arrival: address, key and Wi\u2011Fi' });
  await expect(button).toBeVisible();
  // The lines the word is drawn on: one, wherever the text wraps.
  const linesOfWiFi = await button.evaluate((link) => {
    const text = [...link.childNodes].find((node) => node.textContent?.includes('Wi\u2011Fi'))!;
    const range = document.createRange();
    const at = text.textContent!.indexOf('Wi\u2011Fi');
    range.setStart(text, at);
    range.setEnd(text, at + 'Wi\u2011Fi'.length);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(linesOfWiFi).toBe(1);
});

test('a reservation page added to an iPhone home screen has its icon and colour', async ({ page }) => {
  await openReservation(page, '4815162342');
  const icon = page.locator('head link[rel="apple-touch-icon"]');
  await expect(icon).toHaveAttribute('href', '/images/icons/apple-touch-icon-180.png');
  const answer = await page.request.get((await icon.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#0b5c63');
});

test(
  'a confirmed code holds for its minutes after a reload and in a new tab',
  { tag: '@phone' },
  async ({ page, context }) => {
    const reservation = await openReservation(page, '4815162352', '/cancellation');
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirmWithCode(page, '4815162352');
    await expect(page.getByRole('button', { name: 'Cancel reservation now' })).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Cancel reservation now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);

    const tab = await context.newPage();
    await tab.goto(`/reservations/${reservation.token}/cancellation?lang=en`);
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab.getByRole('button', { name: 'Cancel reservation now' })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  },
);
