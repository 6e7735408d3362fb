import type { Page } from '@playwright/test';
import { declineCookies, expect, expectNoAxeViolations, test } from './support.ts';
import { openReservation } from './reservationPages.ts';

/** Issue 43 point 7: the accessibility statement (European Accessibility Act, Annex V), from every footer. */

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

const headings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('en: the footer leads to the accessibility statement, with its parts, the keyboard paths and whom to tell', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  await declineCookies(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility\?lang=en$/);
  await expect(page).toHaveTitle('Accessibility statement · Holiday Homes');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(headings(page)).toHaveText([
    'How accessible the portal is',
    'How we meet the requirements',
    'Tested with the keyboard alone',
    'What is not yet accessible',
    'Tell us what gets in your way',
    'If our answer does not help',
    'About this statement',
  ]);
  await expect(page.getByText(/WCAG 2\.1 at level AA/)).toBeVisible();
  const keyboard = page.getByRole('region', { name: 'Tested with the keyboard alone' });
  await expect(keyboard.getByRole('listitem')).toHaveCount(6);
  await expect(keyboard.getByText('switching the page’s language in the header')).toBeVisible();
  const gaps = page.getByRole('region', { name: 'What is not yet accessible' });
  await expect(gaps.getByText(/type your full name/)).toBeVisible();
  await expect(gaps.getByText(/filled in by hand/)).toBeVisible();
  const contact = page.getByRole('region', { name: 'Tell us what gets in your way' });
  await expect(contact.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /\/en\/contact$/);
  await expect(contact.getByRole('link', { name: '+41 44 000 00 00' })).toHaveAttribute(
    'href',
    'tel:+41440000000',
  );
  await expect(contact.getByRole('link', { name: 'Imprint' })).toBeVisible();
  await expect(
    page.getByText('We wrote this statement on November 29, 2026,', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('de: from a reservation’s footer to the statement in German', { tag: '@phone' }, async ({ page }) => {
  await openReservation(page, '4815162343', '', { lang: 'de' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Barrierefreiheit' }).click();
  await expect(page).toHaveURL(/\/accessibility\?lang=de$/);
  await expect(page).toHaveTitle('Erklärung zur Barrierefreiheit · Holiday Homes');
  await expect(page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeVisible();
  await expect(headings(page)).toHaveText([
    'Wie barrierefrei das Portal ist',
    'Wie wir die Anforderungen erfüllen',
    'Allein mit der Tastatur getestet',
    'Was noch nicht barrierefrei ist',
    'Sagen Sie uns, was Ihnen im Weg steht',
    'Wenn unsere Antwort nicht weiterhilft',
    'Über diese Erklärung',
  ]);
  await expect(page.getByText(/am 29\. November 2026 erstellt/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Sagen Sie uns, was Ihnen im Weg steht' })
      .getByRole('link', { name: 'Kontakt' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
