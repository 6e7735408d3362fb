import { MAX_LATENCY_MS } from '../sandbox/kit/latency.ts';
import { expect, fixtures, test } from './support.ts';

// DESIGN §8, issue 11: the shell (header and skeleton) reaches the browser, decoded, before a slow
// upstream answers. Chromium asks with Accept-Encoding: gzip, as every browser does. The sandbox
// holds its answers for as long as the journey looks at the shell, up to its longest delay, and
// lets them through when the delay is set back (sandbox/kit/latency.ts): no real seconds to wait out.

// A client that missed a token lately waits for its look-up (issue 34 point 6): start from none.
test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

test.afterEach(async ({ page }) => {
  await page.request.post('/__dev/latency', { data: { ms: 0 } });
});

test('the header and the skeleton show while the reservation is still on its way', async ({ page }) => {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === '4815162342')!;
  const url = `/reservations/${reservation.token}?lang=en`;
  const stay = page.getByRole('heading', { level: 1, name: 'Casa Lucia' });
  // A first visit fills the page-configuration cache, as any earlier guest would have.
  await page.goto(url);
  await expect(stay).toBeVisible();

  await page.request.post('/__dev/latency', { data: { ms: MAX_LATENCY_MS } });
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  // The stay itself is still pending while the shell is on screen…
  await expect(stay).toHaveCount(0);
  // …and follows into the same page once the upstream answers.
  await page.request.post('/__dev/latency', { data: { ms: 0 } });
  await expect(stay).toBeVisible();
  // The rest of the page streams in too, before the journey leaves it.
  await page.waitForLoadState('load');
});
