import type { Page } from '@playwright/test';
import { declineCookies, expect, expectNoAxeViolations, fixtures, signInThrough, test } from './support.ts';
import { englishLeftBehind, normalised, textIn } from './texts.ts';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../shared/i18n/languages.ts';

// Issue 32: every language the portal speaks, on its key paths and on every page. The full journeys
// stay in English and German; these walk each of the ten.

// Twenty independent walks: spread over both workers (each has its own portal), not one file's queue.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

/** Every text a person or a screen reader meets on the page: visible text, labels, alternatives, the title. */
function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent || parent.closest('script, style, template, noscript') || !parent.checkVisibility())
        continue;
      texts.push(walker.currentNode.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
      for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
        if (element.getAttribute(name)) texts.push(element.getAttribute(name)!);
    return texts;
  });
}

/** Home in the language, and the header's sign-in: the window it opens. */
async function openSignIn(page: Page, lang: Language) {
  await page.goto(`/?lang=${lang}`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: textIn(lang, 'header.signIn') })
    .click();
  return page.getByRole('dialog', { name: textIn(lang, 'auth.signin.title') });
}

async function expectNoEnglish(page: Page, lang: Language, where: string) {
  const english = englishLeftBehind(lang);
  const found = (await textsOnPage(page)).map(normalised).filter((text) => english.has(text));
  expect([...new Set(found)], `English on ${where} in ${lang}`).toEqual([]);
}

for (const lang of LANGUAGES) {
  test(`${lang}: the reservation, a pre-check-in step and the sign-in window read in ${LANGUAGE_NAMES[lang]}, without axe violations`, async ({
    page,
  }) => {
    const { reservations, precheckins } = await fixtures(page);
    const reservation = reservations.find((r) => r.number === '4815162342')!;
    await page.goto(`/reservations/${reservation.token}?lang=${lang}`);
    await declineCookies(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Lucia' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: textIn(lang, 'res.persons.heading') }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const precheckin = precheckins.find((p) => p.number === '4815162342')!;
    await page.goto(`/precheckins/${precheckin.token}/customer?lang=${lang}`);
    await expect(
      page.getByRole('heading', { level: 2, name: textIn(lang, 'page.precheckin.customer') }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: textIn(lang, 'pc.save') })).toBeVisible();
    await expectNoAxeViolations(page);

    const dialog = await openSignIn(page, lang);
    await expect(dialog.getByLabel(textIn(lang, 'auth.password'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const lang of LANGUAGES.filter((code) => code !== 'en')) {
  test(`${lang}: no English left on any page, window or error page`, async ({ page }) => {
    test.setTimeout(360_000);
    const { reservations, precheckins, wishlists } = await fixtures(page);
    const reservation = reservations.find((r) => r.number === '4815162342')!;
    const arriving = reservations.find((r) => r.arrival?.revealed) ?? reservation;
    const precheckin = precheckins.find((p) => p.number === '4815162342')!;
    const expired = precheckins.find((p) => p.expired)!;
    const pages = [
      '/',
      '/no-such-page',
      '/catalogue',
      '/login',
      '/register',
      '/forgotpassword',
      '/precheckins/iframepages/failure',
      '/precheckins/iframepages/successpending',
      expired.url.replace(/[?&]lang=\w+/, ''),
      wishlists[0]!.url.replace(/[?&]lang=\w+/, ''),
      ...['', '/payment', '/cancellation', '/refund', '/pax', '/services', '/review', '/precheckin'].map(
        (subpage) => `/reservations/${reservation.token}${subpage}`,
      ),
      `/reservations/${arriving.token}/arrival`,
      ...['customer', 'arrival', 'pax', 'travellers', 'services', 'checkin', 'retention'].map(
        (step) => `/precheckins/${precheckin.token}/${step}`,
      ),
    ];
    for (const [index, path] of pages.entries()) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      if (index === 0) await declineCookies(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoEnglish(page, lang, path.replace(/[A-Za-z0-9_-]{20,}/, ':token'));
    }

    // The sign-in window, and the account's pages behind it.
    const dialog = await openSignIn(page, lang);
    await expect(dialog).toBeVisible();
    await expectNoEnglish(page, lang, 'the sign-in window');
    const [account] = (await fixtures(page)).accounts;
    await signInThrough(dialog, account!, lang);
    for (const path of ['/myaccount', '/myaccount/bookings', '/myaccount/profile', '/myaccount/wishlists']) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoEnglish(page, lang, path);
    }
  });
}

test('the language switch works by keyboard and keeps the page: from English to French and on', async ({
  page,
}) => {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === '4815162342')!;
  await page.goto(`/reservations/${reservation.token}?lang=en`);
  await declineCookies(page);
  const summary = page.getByRole('banner').locator('summary', { hasText: 'English' });
  await summary.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Language' });
  await expect(list.getByRole('link')).toHaveText([...LANGUAGES.map((lang) => LANGUAGE_NAMES[lang])]);
  await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await list.getByRole('link', { name: 'Français' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/reservations/${reservation.token}\\?lang=fr$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner').locator('summary', { hasText: 'Français' })).toHaveAccessibleName(
    textIn('fr', 'header.languageCurrent', { language: 'Français' }),
  );
  // The choice is kept: a page opened without `lang` comes in French.
  await page.goto('/catalogue');
  await expect(page).toHaveURL(/\/catalogue\?lang=fr$/);
});
