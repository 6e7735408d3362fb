import type { Page } from '@playwright/test';
import { declineCookies, expect, fixtures, forgiveOfflineRequests, mailbox, test } from './support.ts';

// "Tell me when the code is ready": a guest asks on the arrival page, the code comes days later
// while the phone is online, and the card saved on the phone shows it at the door without signal.
// Headless Chromium reaches no real push service: the page's PushManager hands out a subscription
// of the sandbox's push service (/__dev/push), which checks and reads what the portal sends, and
// DevTools delivers that message to the service worker as the browser's push service would.

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

const DAY_MS = 86_400_000;

interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The page's PushManager answers with the sandbox's subscription, as Chromium would with Google's. */
async function pushManagerOfTheSandbox(page: Page, subscription: TestSubscription, key: string) {
  await page.addInitScript(
    ({ subscription, key }) => {
      let current: PushSubscription | null = null;
      const bytes = Uint8Array.from(atob(key.replaceAll('-', '+').replaceAll('_', '/')), (c) =>
        c.charCodeAt(0),
      );
      PushManager.prototype.subscribe = async () => {
        current = {
          endpoint: subscription.endpoint,
          expirationTime: null,
          options: { applicationServerKey: bytes.buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
          getKey: () => null,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    },
    { subscription, key },
  );
}

/** The saved copy of a same-origin URL, as the device holds it. */
const savedText = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const copy = await caches.match(new URL(url, location.href).href);
    return copy ? copy.text() : null;
  }, path);

test(
  'en: the guest asks to be told, the code comes days later, and the saved card shows it offline',
  { tag: '@phone' },
  async ({ page, context, baseURL, consoleErrors }) => {
    const booking = (await fixtures(page)).reservations.find((r) => r.number === '4815162358')!;
    const code = booking.arrival!.code!;
    expect(booking.arrival!.revealed).toBe(false);
    const arrival = `/reservations/${booking.token}/arrival`;
    const { publicKey } = (await (await page.request.get('/portal-api/v1/push/key')).json()) as {
      publicKey: string;
    };
    const subscription = (await (
      await page.request.post('/__dev/push/subscriptions', { data: { applicationServerKey: publicKey } })
    ).json()) as TestSubscription;
    await pushManagerOfTheSandbox(page, subscription, publicKey);
    await context.grantPermissions(['notifications'], { origin: baseURL });

    await page.goto(`${arrival}?lang=en`);
    await declineCookies(page);
    await expect(page.getByText(/^The code appears on .+\.$/)).toBeVisible();
    await expect(page.locator('#arrival-code')).toHaveCount(0);
    await page.getByRole('button', { name: 'Tell me when the code is ready' }).click();
    await expect(page.getByText('We will tell you when the code is ready.')).toBeVisible();
    await expect.poll(() => savedText(page, arrival)).toContain('The code appears on');

    // The guest leaves the page; three days later the code is due, and the portal sends one message.
    await page.goto('/?lang=en');
    await page.request.post('/__dev/clock', { data: { days: 3 } });
    const pushes = (await (await page.request.get('/__dev/pushes.json')).json()) as {
      endpoint: string;
      reservation: string;
      title: string;
      payload: string;
    }[];
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      endpoint: subscription.endpoint,
      reservation: '4815162358',
      title: 'Your arrival details are ready',
    });
    expect(pushes[0]!.payload).not.toContain(code);
    const mails = await mailbox(page);
    expect(
      mails.find((mail) => mail.subject === 'Your arrival details for reservation 4815162358 are ready')
        ?.text,
    ).toContain(`${arrival}?lang=en`);

    // The browser's push service hands the message to the service worker.
    const devtools = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: await registration,
      data: pushes[0]!.payload,
    });
    // The worker saves the card anew, code and all, and then tells the guest.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => shown.title),
        ),
      )
      .toEqual(['Your arrival details are ready']);
    expect(await savedText(page, arrival)).toContain(`id="arrival-code">${code}<`);

    // At the door, three days on and without signal: the card opens from the device with the code.
    await context.clock.setFixedTime(Date.now() + 3 * DAY_MS);
    await context.setOffline(true);
    await page.goto(`${arrival}?lang=en`);
    await expect(page.getByText(/^Saved on .+; you are offline\.$/)).toBeVisible();
    await expect(page.locator('#arrival-code')).toHaveText(code);
    await expect(page.getByRole('button', { name: 'Tell me when the code is ready' })).toHaveCount(0);
    // Being offline is what the page's failed requests are, not a fault: the tag manager's script, and
    // the schemas of the page's calls, which it asks for again three days after it was saved (its
    // data is past its freshness) and which the device did not keep; the page shows its saved data.
    forgiveOfflineRequests(consoleErrors, { unkept: true });
  },
);

test('en: the button says what this device can do: notifications blocked, and on an iPhone the home screen', async ({
  page,
  browser,
  baseURL,
}) => {
  const booking = (await fixtures(page)).reservations.find((r) => r.number === '4815162358')!;
  const arrival = `/reservations/${booking.token}/arrival?lang=en`;
  // The guest once answered "Block" (a browser keeps that answer per site).
  await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
  await page.goto(arrival);
  await expect(page.getByText(/^Notifications are blocked for this site/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tell me when the code is ready' })).toHaveCount(0);

  const iphone = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const phone = await iphone.newPage();
  await phone.goto(arrival);
  await expect(phone.getByText(/add this page to your home screen: tap the Share button/)).toBeVisible();
  await iphone.close();
});
