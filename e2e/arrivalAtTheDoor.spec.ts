import {
  asThrottledPhone,
  declineCookies,
  expect,
  fixtures,
  forgiveOfflineRequests,
  savedCopyOf,
  test,
} from './support.ts';

// The guest at the door: the e-mail's link opened once, online, in a fresh browser; then no signal.
// The arrival card was never opened, and still opens, by the overview's link and by its URL.

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

const EN = {
  lang: 'en',
  arrivalLink: 'Your arrival: address, key and Wi\u2011Fi',
  back: 'Back to the reservation',
  kept: /^(This device keeps it until|Saved on this device, but the browser may delete it)/,
};

/** The guests: in English and in German on a desktop's browser, and in English on a slow phone. */
const GUESTS: (typeof EN & { phone?: true })[] = [
  EN,
  {
    lang: 'de',
    arrivalLink: 'Ihre Anreise: Adresse, Schlüssel und WLAN',
    back: 'Zurück zur Reservierung',
    kept: /^(Dieses Gerät bewahrt sie bis zum|Auf diesem Gerät gespeichert, doch der Browser)/,
  },
  { ...EN, phone: true },
];

for (const { lang, arrivalLink, back, kept, phone } of GUESTS) {
  test(`${lang}${phone ? ', on the throttled phone profile' : ''}: the arrival card is on the phone after one look at the booking, and opens without signal by link and by URL`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    const booking = (await fixtures(page)).reservations.find((r) => r.number === '4815162356')!;
    expect(booking.arrival).toMatchObject({ revealed: true });
    const emailLink = new URL(booking.url, 'http://portal.test');
    emailLink.searchParams.set('lang', lang);
    if (phone) await asThrottledPhone(page);
    await page.goto(`${emailLink.pathname}${emailLink.search}`);
    await declineCookies(page);
    // Until the device holds the stay's arrival card, which the guest has not opened.
    await savedCopyOf(page, `/reservations/${booking.token}/arrival`);
    // The page says how the device keeps the stay.
    await expect(page.getByText(kept)).toBeVisible();

    await context.setOffline(true);
    // By the overview's own link, as the guest follows it.
    await page.getByRole('link', { name: arrivalLink }).click();
    await expect(page.locator('#arrival-code')).toHaveText(booking.arrival!.code!);
    // And back, by the card's link.
    await page.getByRole('link', { name: back }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Klitgården' })).toBeVisible();
    // By its URL: the browser's history, the home-screen icon.
    await page.goto(`/reservations/${booking.token}/arrival?lang=${lang}`);
    await expect(page.locator('#arrival-code')).toHaveText(booking.arrival!.code!);
    await expect(page.getByRole('link', { name: back })).toBeVisible();
    forgiveOfflineRequests(consoleErrors);
  });
}

test('offline, a page of the stay that was never saved shows the offline page, not an error page', async ({
  page,
  context,
  consoleErrors,
}) => {
  const booking = (await fixtures(page)).reservations.find((r) => r.number === '4815162356')!;
  await page.goto(booking.url);
  await declineCookies(page);
  // Until the device holds the stay's arrival card, which the guest has not opened.
  await savedCopyOf(page, `/reservations/${booking.token}/arrival`);
  await context.setOffline(true);
  await page.goto(`/reservations/${booking.token}/pax?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Klitgården')).toBeVisible();
  forgiveOfflineRequests(consoleErrors);
});
