import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Fixtures } from '../shared/dev/fixtures.ts';
import { EARLY_CLICKS_GLOBAL } from '../web/app/earlyClicks.ts';
import { startPortal, workerPortal, type WorkerPortal } from './workerPortal.ts';
import { inAnyLanguage, textIn } from './texts.ts';
import type { Language } from '../shared/i18n/languages.ts';

/** Pages whose entry a journey holds back on purpose (`holdEntry`): nothing to wait for there. */
const entryHeld = new WeakSet<Page>();

/**
 * Until hydration's first commit, which replays the taps recorded before it (web/app/earlyClicks.ts)
 * and stops recording. A page without the boot script (a plain error answer) has nothing to wait for.
 */
async function hydrated(page: Page) {
  await page.waitForFunction(
    (recorder) =>
      !(self as unknown as Record<string, { listener?: unknown } | undefined>)[recorder]?.listener,
    EARLY_CLICKS_GLOBAL,
  );
}

/** Makes the page's `goto` and `reload` wait, after `load`, until the page is hydrated (below). */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const thenHydrated = async <R>(response: R, waitUntil = 'load') => {
    if (waitUntil === 'load' && !entryHeld.has(page)) await hydrated(page);
    return response;
  };
  page.goto = async (url, options) => thenHydrated(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => thenHydrated(await reload(options), options?.waitUntil);
  return page;
}

/** A page in a browser of its own (another device, other cookies), waiting for hydration as journeys do. */
export async function pageOnAnotherDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return waitingForHydration(await (await browser.newContext({ baseURL })).newPage());
}

/**
 * Each worker serves its own portal (e2e/workerPortal.ts), which a journey's relative URLs reach.
 *
 * Every journey fails on a page error or a console error (hydration mismatches among them).
 *
 * A page loads its scripts only after its first paint, so `load` comes before hydration. A person
 * cannot tap within those milliseconds, a test can: a link would then load the next page in full,
 * where the journey expects the portal's own navigation. So a journey's `goto` and `reload` wait,
 * after `load`, until the page is hydrated; what a tap before hydration does has journeys of its own
 * (`holdEntry`), as has a page followed from its first bytes (`waitUntil: 'commit'`).
 */
export const test = base.extend<{ consoleErrors: string[]; phoneProfile: boolean }, { portal: WorkerPortal }>(
  {
    // The `phone` project's journeys (tagged @phone) run on the phone profile from their first page.
    phoneProfile: [false, { option: true }],
    portal: [
      async ({}, provide, { parallelIndex }) => {
        const portal = workerPortal(parallelIndex);
        const stop = await startPortal(portal);
        await provide(portal);
        await stop();
      },
      { scope: 'worker', timeout: 300_000 },
    ],
    baseURL: async ({ portal }, provide) => provide(portal.origin),
    page: async ({ page, phoneProfile }, provide) => {
      if (phoneProfile) await asThrottledPhone(page);
      await provide(waitingForHydration(page));
    },
    consoleErrors: [
      async ({ page }, use) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // An error page's own status (404), or a refusal by the product APIs that the journey
          // provokes and checks on the page (a wrong code: 401), or by the identity service (a wrong
          // password: 400, no session: 401, a provider to go to: 422), is expected, not a fault.
          const url = message.location().url;
          const isExpectedStatus =
            message.text().startsWith('Failed to load resource: the server responded with a status of 4') &&
            (url === page.url() ||
              /\/(webcc|conf|guestworld|validation)-api\/|\/self-service\/|\/sessions\//.test(url));
          if (!isExpectedStatus) errors.push(message.text());
        });
        await use(errors);
        expect(errors, 'console errors').toEqual([]);
      },
      { auto: true },
    ],
  },
);

export { expect };
export { textIn };

export async function fixtures(page: Page): Promise<Fixtures> {
  const response = await page.request.get('/__dev/fixtures.json');
  return (await response.json()) as Fixtures;
}

/** The sandbox's outbox, newest first. */
export async function mailbox(page: Page): Promise<{ to: string; subject: string; text: string }[]> {
  return (await (await page.request.get('/__dev/mailbox.json')).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
}

/** The newest verification code the sandbox mailed for the reservation `number`. */
export async function mailedReservationCode(page: Page, number: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailbox(page);
      code = /\b(\d{6})\b/.exec(
        mails.find((m) => m.subject.includes(number) && /code/i.test(m.subject))?.text ?? '',
      )?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** axe over the whole page; the consent banner is dismissed first so it does not cover content. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Decides the cookie banner so it stays out of the way of a journey, and waits until the choice is
 * taken, as a person sees the banner go: a tap before hydration acts once the page is hydrated
 * (web/app/earlyClicks.ts), and a journey that moved on at once would leave with it undone.
 */
export async function declineCookies(page: Page) {
  const decline = page.getByRole('button', { name: inAnyLanguage('consent.decline') });
  await decline.click();
  await expect(decline).toBeHidden();
}

/**
 * Holds the requests for `url` back, as on a slow phone, until the returned function is called.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the page's entry script back, as on a slow phone: the page is there, its scripts not yet
 * running. Call the returned function to let the entry through.
 */
export async function holdEntry(page: Page): Promise<() => void> {
  entryHeld.add(page);
  return holdRequests(page, /\/assets\/entry\.client-[A-Z0-9]+\.js$/);
}

/**
 * The phone profile: a phone's width, and the page's CPU slowed 4× through CDP (Lighthouse's mobile
 * profile), for the rest of the page's life. Waits stay guards against a hang: how fast this is, is
 * the benchmark's to say.
 */
export async function asThrottledPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.mobileSlow4G.cpuSlowdownMultiplier });
}

/** Until the service worker has saved the page at `path` (once it is hydrated and idle). */
export async function savedCopyOf(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate((key) => caches.match(new URL(key, location.href).href).then(Boolean), path))
    .toBe(true);
}

/**
 * The browser reports each request the page makes while offline that nothing answers (the tag
 * manager's script): that is what being offline is, not a fault of the page. With `unkept`, also
 * the requests the device did not keep, which fail as such (a saved page asking again for what it
 * did not save).
 */
export function forgiveOfflineRequests(consoleErrors: string[], { unkept = false } = {}) {
  const offline = unkept
    ? /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/
    : /net::ERR_INTERNET_DISCONNECTED/;
  const others = consoleErrors.filter((error) => !offline.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/** Marks the current document; a full page load loses the mark. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Types an ISO day into a date field (three boxes in a group named by its legend), as a guest would. */
export async function fillDate(
  scope: Page | Locator,
  legend: string,
  day: string,
  labels: Record<'day' | 'month' | 'year', string> = { day: 'Day', month: 'Month', year: 'Year' },
) {
  const [year = '', month = '', dayOfMonth = ''] = day.split('-');
  const group = scope.getByRole('group', { name: legend });
  await group.getByLabel(labels.day, { exact: true }).fill(dayOfMonth);
  await group.getByLabel(labels.month, { exact: true }).fill(month);
  await group.getByLabel(labels.year, { exact: true }).fill(year);
}

/** Signs in at /login as the demo account of the language (Jonas in German, Anna in every other). */
export async function signInAsDemo(page: Page, lang: Language) {
  const account = (await fixtures(page)).accounts[lang === 'de' ? 1 : 0]!;
  await page.goto(`/login?lang=${lang}`);
  await declineCookies(page);
  await signInThrough(page.getByRole('dialog'), account, lang);
  return account;
}

/** Fills in and sends an open sign-in window in the page's language; done once the header offers the logout. */
export async function signInThrough(
  dialog: Locator,
  account: { email: string; password: string },
  lang: Language,
) {
  await dialog.getByLabel(textIn(lang, 'auth.email')).fill(account.email);
  await dialog.getByLabel(textIn(lang, 'auth.password')).fill(account.password);
  await dialog.getByRole('button', { name: textIn(lang, 'auth.signin.submit'), exact: true }).click();
  await expect(
    dialog
      .page()
      .getByRole('banner')
      .getByRole('button', { name: textIn(lang, 'header.logout') }),
  ).toBeVisible();
}
