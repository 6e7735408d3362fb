import type { Page } from '@playwright/test';
import { expect, fixtures, test } from './support.ts';

// What operators and analysts see (issue 16): the tag manager's consent mode and events, web
// vitals, and error reports without secrets. `npm start` points both at the sandbox: the tag
// manager's stand-in records what it receives (`/__dev/tagmanager.json`), the reporting sink what
// it is sent (`/__dev/reports.json`), each newest first.

const TEXT = {
  en: {
    accept: 'Accept all',
    decline: 'Decline',
    configure: 'Configure',
    preferences: 'Cookie settings',
    analytical: /Analytical/,
    confirm: 'Confirm choice',
    cancel: 'Cancel reservation',
    failed: 'Something went wrong',
  },
  de: {
    accept: 'Alle akzeptieren',
    decline: 'Ablehnen',
    configure: 'Einstellen',
    preferences: 'Cookie-Einstellungen',
    analytical: /Analyse/,
    confirm: 'Auswahl bestätigen',
    cancel: 'Reservierung stornieren',
    failed: 'Etwas ist schiefgelaufen',
  },
} as const;

type DataLayerEntry = { command: unknown[] } | ({ event?: string } & Record<string, unknown>);

/** The data layer as the tag manager reads it: `gtag()` calls (their `arguments`) and events. */
async function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { command: Array.from(entry as ArrayLike<unknown>) }
        : (entry as Record<string, unknown>),
    ),
  );
}

const commands = (entries: DataLayerEntry[]) =>
  entries.flatMap((entry) => ('command' in entry ? [entry.command] : []));
const events = (entries: DataLayerEntry[], name: string) =>
  entries.filter((entry): entry is Record<string, unknown> => !('command' in entry) && entry.event === name);

interface Received {
  command?: unknown[];
  message?: { event?: string };
  tags: string[];
}

/** What the tag manager's stand-in received, oldest first. */
async function tagManagerReceived(page: Page): Promise<Received[]> {
  return ((await (await page.request.get('/__dev/tagmanager.json')).json()) as Received[]).reverse();
}

interface Report {
  sdk: string;
  envelope: string;
  items: { type: string; payload: { tags?: Record<string, string>; release?: string } }[];
}

async function reports(page: Page): Promise<Report[]> {
  return (await (await page.request.get('/__dev/reports.json')).json()) as Report[];
}

const DENIED = {
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  ad_storage: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  ad_storage: 'granted',
  analytics_storage: 'granted',
};

async function analyticsId(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ga')?.value;
  const stored = await page.evaluate(() => localStorage.getItem('ga:user'));
  return { cookie, stored };
}

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

for (const lang of ['en', 'de'] as const) {
  const text = TEXT[lang];

  test(`${lang}: before consent every signal is denied and no tag fires; accepting all grants them`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole('button', { name: text.accept })).toBeVisible();
    const before = await dataLayer(page);
    // Google's order: the default first, through gtag's `arguments`, then the tag manager's start.
    expect(commands(before)[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(commands(before)).toContainEqual(['set', 'url_passthrough', true]);
    expect(before.findIndex((entry) => 'event' in entry && entry.event === 'gtm.js')).toBeGreaterThan(0);
    await expect
      .poll(async () => (await tagManagerReceived(page)).some((r) => r.message?.event === 'virtualPageview'))
      .toBe(true);
    const received = await tagManagerReceived(page);
    expect(received[0]!.command).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
    expect(received.flatMap((r) => r.tags)).toEqual([]);
    expect(await analyticsId(page)).toEqual({ cookie: undefined, stored: null });

    await page.getByRole('button', { name: text.accept }).click();
    const after = await dataLayer(page);
    expect(commands(after).slice(-2)).toEqual([
      ['consent', 'update', GRANTED],
      ['set', 'url_passthrough', false],
    ]);
    expect(events(after, 'consentDecision').at(-1)).toMatchObject({ statistics: true, marketing: true });
    await expect
      .poll(
        async () =>
          (await tagManagerReceived(page)).find((r) => r.message?.event === 'consentDecision')?.tags,
      )
      .toEqual(['analytics', 'ads']);
    await expect.poll(async () => (await analyticsId(page)).stored).toMatch(/^[\w-]{21}$/);
    const id = await analyticsId(page);
    expect(id.cookie).toBe(id.stored);
  });

  test(`${lang}: declining denies everything and keeps URL passthrough; a returning visitor's choice comes first`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('button', { name: text.decline }).click();
    // A tap before hydration acts once the page is hydrated (web/app/earlyClicks.ts).
    await expect
      .poll(async () => commands(await dataLayer(page)).slice(-2))
      .toEqual([
        ['consent', 'update', DENIED],
        ['set', 'url_passthrough', true],
      ]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const entries = await dataLayer(page);
    // The stored choice is the update before the tag manager's first event.
    expect(commands(entries).slice(0, 3)).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['consent', 'update', DENIED],
      ['set', 'url_passthrough', true],
    ]);
    expect(entries.findIndex((entry) => 'event' in entry && entry.event === 'gtm.js')).toBe(3);
    await expect(page.getByRole('button', { name: text.decline })).toBeHidden();
    expect(await analyticsId(page)).toEqual({ cookie: undefined, stored: null });
  });

  test(`${lang}: statistics alone grant analytics only, and withdrawing them removes the analytics id`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}`);
    await page.getByRole('button', { name: text.configure }).click();
    const dialog = page.getByRole('dialog', { name: text.preferences });
    await dialog.getByRole('switch', { name: text.analytical }).check();
    await dialog.getByRole('button', { name: text.confirm }).click();
    expect(commands(await dataLayer(page)).slice(-2)).toEqual([
      ['consent', 'update', { ...DENIED, analytics_storage: 'granted' }],
      ['set', 'url_passthrough', false],
    ]);
    await expect
      .poll(
        async () =>
          (await tagManagerReceived(page)).find((r) => r.message?.event === 'consentDecision')?.tags,
      )
      .toEqual(['analytics']);
    await expect.poll(async () => (await analyticsId(page)).cookie).toMatch(/^[\w-]{21}$/);

    await page.getByRole('button', { name: text.preferences }).click();
    await dialog.getByRole('switch', { name: text.analytical }).uncheck();
    await dialog.getByRole('button', { name: text.confirm }).click();
    expect(commands(await dataLayer(page)).slice(-2)).toEqual([
      ['consent', 'update', DENIED],
      ['set', 'url_passthrough', true],
    ]);
    await expect.poll(() => analyticsId(page)).toEqual({ cookie: undefined, stored: null });
  });

  test(`${lang}: page views name the page without its token, and web vitals arrive once the page is hidden`, async ({
    page,
  }) => {
    const { reservations } = await fixtures(page);
    const reservation = reservations.find((r) => r.number === '4815162342')!;
    await page.goto(reservation.url.replace(/lang=\w+/, `lang=${lang}`));
    const vitals = async () =>
      new Set(events(await dataLayer(page), 'webVitals').map((metric) => metric.name));
    // The measuring loads once the page is interactive and the browser idle: the guest's first
    // tap below then ends the largest paint, as a tap does, on the overview.
    await expect.poll(vitals).toContain('FCP');
    await page.getByRole('button', { name: text.decline }).click();
    await page.getByRole('link', { name: text.cancel }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.cancel })).toBeVisible();
    const views = events(await dataLayer(page), 'virtualPageview');
    expect(views.map((view) => view.page)).toEqual([
      '/reservations/management/overview',
      '/reservations/management/cancellation',
    ]);
    expect(views.every((view) => view.pageType === 'reservations')).toBe(true);

    // Layout shift and the slowest interaction are final only when the guest leaves the page.
    expect(await vitals()).not.toContain('CLS');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(vitals).toEqual(new Set(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']));
    const [lcp] = events(await dataLayer(page), 'webVitals').filter((metric) => metric.name === 'LCP');
    expect(lcp).toMatchObject({
      page: '/reservations/management/overview',
      connectionSpeed: expect.any(String),
    });
    expect(lcp!.valueRounded).toBe(Math.round(lcp!.value as number));
    expect(JSON.stringify(await dataLayer(page))).not.toContain(reservation.token);
    expect(JSON.stringify(await tagManagerReceived(page))).not.toContain(reservation.token);
  });

  test(`${lang}: a failing reservation is reported by the worker and the browser, without secrets; a 404 is not`, async ({
    page,
    consoleErrors,
  }) => {
    const { reservations } = await fixtures(page);
    const reservation = reservations.find((r) => r.number === '4815162342')!;
    // A page that does not exist, and a link with a token that matches nothing: answers, not faults.
    await page.goto(`/no-such-page?lang=${lang}`);
    await page.getByRole('button', { name: text.decline }).click();
    await page.goto(`/reservations/${'x'.repeat(24)}?lang=${lang}`);
    // The reporter costs nothing until the first error: it has not loaded.
    const loaded = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .join(' '),
      );
    expect(await loaded()).not.toMatch(/browserReporter|sessionRecording|bugherd/);
    expect(await reports(page)).toEqual([]);

    await page.request.post('/__dev/faults', {
      data: { service: 'webcc-api', path: '/webcc-api/v1/booking/reservations/', status: 503, count: 3 },
    });
    const response = await page.goto(
      `${reservation.url.replace(/lang=\w+/, `lang=${lang}`)}&email=${reservation.email}&code=493817`,
    );
    const requestId = response!.headers()['x-request-id'];
    await expect(page.getByRole('heading', { level: 1, name: text.failed })).toBeVisible();
    await expect
      .poll(async () => new Set((await reports(page)).map((report) => report.sdk)))
      .toEqual(new Set(['toucan-js', 'sentry.javascript.browser']));
    await expect
      .poll(
        async () =>
          (await reports(page)).filter((report) =>
            report.items.some((item) => item.payload.tags?.requestId === requestId),
          ).length,
      )
      .toBeGreaterThanOrEqual(2);
    const sent = await reports(page);
    for (const report of sent.filter((r) => r.items.some((item) => item.type === 'event'))) {
      const event = report.items.find((item) => item.type === 'event')!.payload;
      expect(event.release).toBe('guest-portal@1.26.0');
      expect(event.tags?.requestId).toBeTruthy();
    }
    const everything = JSON.stringify(sent);
    for (const secret of [reservation.token, reservation.email, '493817', 'x'.repeat(24)])
      expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/"status":"404"|no-such-page/);
    expect(
      consoleErrors.every((line) => /503|404|React error #419|UpstreamError|Request failed/i.test(line)),
    ).toBe(true);
    consoleErrors.length = 0;
  });

  test(`${lang}: the consent question is the first Tab stop and comes before the sign-in modal`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole('button', { name: text.accept })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: text.accept })).toBeFocused();

    await page.goto(`/login?lang=${lang}`);
    await expect(page.getByRole('button', { name: text.decline })).toBeVisible();
    // Not stacked: the sign-in modal waits for the choice, then opens with the focus in it.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: text.decline }).click();
    const signIn = page.getByRole('dialog');
    await expect(signIn).toBeVisible();
    await expect(signIn.getByRole('textbox').first()).toBeVisible();
    await expect(page.getByRole('button', { name: text.decline })).toHaveCount(0);
  });
}
