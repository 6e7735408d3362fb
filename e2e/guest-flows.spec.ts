import type { BrowserContext, Page } from '@playwright/test';
import { declineCookies, expect, fixtures, mailbox, test } from './support.ts';
import { fillArrival, fillCustomer } from './precheckinForms.ts';
import { ROUTE_TABLE, type RouteNode } from '../shared/routes/routeTable.ts';
import type { Fixtures } from '../shared/dev/fixtures.ts';

// Issue 15: the places where a guest was misled, stuck, or lost their place.
test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

async function precheckinOf(page: Page, number: string) {
  const { precheckins } = await fixtures(page);
  return precheckins.find((p) => p.number === number)!;
}

const cookieNamed = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name)?.value;

test('signing up, a short password is an error as it is typed, and a long enough one gets the check mark', async ({
  page,
}) => {
  // The consent banner is answered first: the modal sign-up leaves the page behind it inert.
  await page.goto('/?lang=en');
  await declineCookies(page);
  await page.goto('/register?lang=en');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('E-mail address').fill(`typing.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(dialog.getByText('At least 8 characters.')).toBeVisible();
  await password.pressSequentially('short');
  await expect(dialog.getByText('Your password needs at least 8 characters.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.pressSequentially('-enough');
  await expect(dialog.getByText('Your password needs at least 8 characters.')).toHaveCount(0);
  await expect(dialog.getByText('✓ Long enough')).toBeVisible();
});

test('a partner token replaces the stored partner and its extra; a refused one leaves no partner', async ({
  page,
  context,
}) => {
  const { partners } = await fixtures(page);
  const p1234 = partners.find((partner) => partner.id === 'P1234')!;
  await page.goto('/?lang=en&partner=P5678%26summer');
  expect(await cookieNamed(context, 'partner')).toBe('P5678%26summer');

  await page.goto(`/?lang=en&jwt=${p1234.jwt}`);
  await expect(page).toHaveURL(/\/\?lang=en$/);
  expect(await cookieNamed(context, 'partner')).toBe('P1234');
  expect(await cookieNamed(context, 'jwt')).toBe(p1234.jwt);

  await page.goto('/?lang=en&jwt=not.a.jwt');
  await expect(page).toHaveURL(/\/\?lang=en$/);
  expect(await cookieNamed(context, 'jwt')).toBeUndefined();
  expect(await cookieNamed(context, 'partner')).toBeUndefined();
  const partnerOfPage = await page.evaluate(
    () => (window as unknown as { __BOOT: { site: { partner: { id: string } | null } } }).__BOOT.site.partner,
  );
  expect(partnerOfPage?.id ?? '').toBe('');
});

test('after "Save and continue" the next step\'s heading has the focus', async ({ page }) => {
  const easy = await precheckinOf(page, '4815162352');
  await page.goto(`/precheckins/${easy.token}/arrival?lang=en`);
  await declineCookies(page);
  await fillArrival(page, { travel: 'car' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Travellers' })).toBeFocused();
});

test('after "Continue" in the cancellation the code step\'s heading has the focus', async ({ page }) => {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === '4815162352')!;
  await page.goto(`/reservations/${reservation.token}/cancellation?lang=en`);
  await declineCookies(page);
  await expect(page.getByText('Cancellation fee')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm it is you' })).toBeFocused();
  await page.getByRole('button', { name: 'Send code' }).click();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailbox(page)).find((m) => m.subject.includes(reservation.number));
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cancel reservation now' })).toBeFocused();
});

test('a saved last step drops the restored-draft note and starts at its top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const zero = await precheckinOf(page, '4815162348');
  await page.goto(`/precheckins/${zero.token}/customer?lang=en`);
  await declineCookies(page);
  await page.getByLabel('First name').fill('Emma');
  await page.reload();
  const restored = page.getByText('We restored what you entered last time on this device.');
  await expect(restored).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Emma');
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  const thanks = page.getByText('Thank you: we have your details.');
  await expect(thanks).toBeVisible();
  await expect(restored).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeInViewport();
  await expect(thanks).toBeInViewport();
});

test('a pre-check-in that fails to load offers "Try again" and the phone number', async ({
  page,
  consoleErrors,
}) => {
  const all = await precheckinOf(page, '4815162342');
  await page.request.post('/__dev/faults', {
    data: { service: 'webcc-api', path: '/webcc-api/v1/booking/precheckins/', status: 503, count: 1 },
  });
  const response = await page.goto(`/precheckins/${all.token}/customer?lang=en`);
  expect(response?.status()).toBe(500);
  await declineCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Your pre-check-in could not be loaded.')).toBeVisible();
  await expect(page.getByText('If it still does not work, call us on +41 44 000 00 00.')).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong · Holiday Homes');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  // The provoked failure itself: the page's own 500.
  expect(consoleErrors.every((text) => /status of 500/.test(text))).toBe(true);
  consoleErrors.length = 0;
});

/**
 * Every page of the route table (SPEC §2), as a path with its parameters. A layout whose pages are
 * all below it (the frame pages' folder) draws nothing of its own, so it is not one.
 */
function pagesOf(nodes: readonly RouteNode[], parent = ''): string[] {
  return nodes.flatMap((node) => {
    const path = `${parent}/${node.path ?? ''}`.replace(/\/+/g, '/');
    const onlyAFolder = node.children !== undefined && !node.children.some((child) => child.index);
    const isPage = (node.path !== undefined && !onlyAFolder) || node.index === true;
    return [...(isPage ? [path.replace(/(.)\/$/, '$1')] : []), ...pagesOf(node.children ?? [], path)];
  });
}

/** A demo token in place of each page's `:token`. */
function withDemoTokens(path: string, data: Fixtures): string {
  const token = path.startsWith('/reservations/')
    ? data.reservations.find((r) => r.number === '4815162342')!.token
    : path.startsWith('/precheckins/')
      ? data.precheckins.find((p) => p.number === '4815162342')!.token
      : data.wishlists[0]!.token;
  return path.replace(':token', token);
}

test('every page has a title naming the page and the site', async ({ page }) => {
  test.setTimeout(240_000);
  const data = await fixtures(page);
  const special = ['4815162353', '4815162349', '4815162343'].map(
    (number) => `/precheckins/${data.precheckins.find((p) => p.number === number)!.token}`,
  );
  const paths = [...new Set([...pagesOf(ROUTE_TABLE).map((path) => withDemoTokens(path, data)), ...special])];
  paths.push('/no-such-page');
  expect(paths.length).toBeGreaterThan(30);
  for (const path of paths) {
    await page.goto(`${path}${path.includes('iframepages') ? '' : '?lang=en'}`);
    await expect(page, path).toHaveTitle(/^\S.* · Holiday Homes$/);
  }
});

test('account pages accept a language prefix and keep the query', async ({ page }) => {
  await page.goto('/de/myaccount/bookings?utm_source=mail');
  await expect(page).toHaveURL(/\/myaccount\/bookings\?utm_source=mail&lang=de$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bitte melden Sie sich an' })).toBeVisible();
});
