import type { Page } from '@playwright/test';
import { LANGUAGES } from '../shared/i18n/languages.ts';
import { declineCookies, expect, fixtures, test } from './support.ts';

/** The narrowest phone the portal is made for (issue 43 point 1). */
const PHONE = { width: 360, height: 740 };

/**
 * Every form page of the pre-check-in: each step of the one that asks them all (a house in Italy),
 * and the travellers step and an invited traveller's page of the Spanish one, whose law asks the
 * most of a traveller (second surname, the ID card's support number, a signature).
 */
const STEPS_OF_ALL = ['customer', 'arrival', 'pax', 'travellers', 'services', 'checkin'] as const;
const ALL = '4815162342';
const SPAIN = '4815162371';

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

/** How far the page reaches past the screen's right edge, with the widest element named, or null. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const widest = [...document.querySelectorAll('body *')].reduce<{ right: number; what: string }>(
      (found, element) => {
        const { right } = element.getBoundingClientRect();
        const what = `${element.tagName.toLowerCase()}.${element.className}`;
        return right > found.right ? { right, what } : found;
      },
      { right: 0, what: '' },
    );
    return `${root.scrollWidth} > ${root.clientWidth} (${widest.what} ends at ${Math.round(widest.right)})`;
  });

/** A new invite link for traveller 2, made on the travellers step as the main guest makes one. */
async function inviteLink(page: Page, travellersStep: string) {
  await page.goto(`${travellersStep}?lang=en`);
  await declineCookies(page);
  await page.getByRole('button', { name: 'Invite traveller 2' }).click();
  const link = await page.getByLabel('Invitation link for traveller 2').inputValue();
  return new URL(link).pathname;
}

test('every form of the pre-check-in and the invite page fit a 360 px phone in all ten languages', async ({
  page,
}) => {
  // Eighty pages: a guard against a hang, not a measure of speed.
  test.setTimeout(600_000);
  await page.setViewportSize(PHONE);
  const { precheckins } = await fixtures(page);
  const tokenOf = (number: string) => precheckins.find((p) => p.number === number)!.token;
  const spanishTravellers = `/precheckins/${tokenOf(SPAIN)}/travellers`;
  const pages = [
    ...STEPS_OF_ALL.map((step) => `/precheckins/${tokenOf(ALL)}/${step}`),
    spanishTravellers,
    await inviteLink(page, spanishTravellers),
  ];
  const tooWide: string[] = [];
  for (const lang of LANGUAGES)
    for (const path of pages) {
      await page.goto(`${path}?lang=${lang}`);
      // Each page's form, drawn (the invite page's is named by the page's own heading).
      await expect(page.getByRole('form').first()).toBeVisible();
      const past = await overflow(page);
      if (past) tooWide.push(`${lang} ${path.replace(/[\w-]{20,}/, '…')}: ${past}`);
    }
  expect(tooWide).toEqual([]);
});
