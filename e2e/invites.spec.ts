import type { Browser, Page } from '@playwright/test';
import {
  declineCookies,
  expect,
  expectNoAxeViolations,
  fillDate,
  fixtures,
  pageOnAnotherDevice,
  test,
} from './support.ts';
import {
  drawSignature,
  fillArrival,
  fillEasyLead,
  fillSpaniard,
  fillSpanishLeadAndChild,
  signByTyping,
  traveller,
} from './precheckinForms.ts';
import type { Precheckin } from '../shared/precheckin/schemas/precheckin.ts';

test.beforeEach(async ({ page }) => {
  await page.request.post('/__dev/reset');
});

/**
 * The travellers step of a demo pre-check-in; by default the easy one in Austria, three adults,
 * whose fellow travellers give their names and birth date (issue 31).
 */
async function openTravellers(page: Page, { lang = 'en', number = '4815162352' } = {}) {
  const { precheckins } = await fixtures(page);
  const { token } = precheckins.find((p) => p.number === number)!;
  await page.goto(`/precheckins/${token}/travellers?lang=${lang}`);
  await declineCookies(page);
  return token;
}

const linkOf = (page: Page, number: number) => page.getByLabel(`Invitation link for traveller ${number}`);

async function invite(page: Page, number: number): Promise<string> {
  await page.getByRole('button', { name: `Invite traveller ${number}` }).click();
  await expect(traveller(page, number).getByText('Invited: waiting for their details.')).toBeFocused();
  await expect(linkOf(page, number)).toHaveValue(/\/precheckins\/invite\/[\w-]{22,}$/);
  return linkOf(page, number).inputValue();
}

/** The invited traveller's phone: another browser, with nothing of the main guest's; cookies declined. */
async function openInvite(browser: Browser, baseURL: string | undefined, link: string) {
  const phone = await pageOnAnotherDevice(browser, baseURL);
  await phone.goto(link);
  await declineCookies(phone);
  return phone;
}

test('the main guest invites a traveller, who fills in their own entry on their phone; then all is confirmed', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // A phone's share sheet, as the Web Share API gives it, recorded instead of shown.
  await page.addInitScript(() => {
    navigator.share = async (data) => {
      (window as unknown as { shared?: ShareData }).shared = data;
    };
  });
  const token = await openTravellers(page);
  await expect(traveller(page, 2).getByText('Not invited:')).toBeVisible();
  const link = await invite(page, 2);
  await expect(traveller(page, 2).getByLabel('First name')).toHaveCount(0);
  await traveller(page, 2).getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('The link is copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await traveller(page, 2).getByRole('button', { name: 'Share link' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
  expect(shared).toMatchObject({ url: link, title: 'Your details for Kitzbühel' });
  await expectNoAxeViolations(page);

  await fillEasyLead(traveller(page, 1));
  await traveller(page, 3).getByLabel('First name').fill('Tom');
  await traveller(page, 3).getByLabel('Last name').fill('Carter');
  await fillDate(traveller(page, 3), 'Date of birth', '1979-08-08');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in' })).toBeVisible();
  await expect(page.getByText('Some steps are still open.')).toContainText(
    'Still waiting for 1 invited traveller to fill in their details.',
  );

  const phone = await openInvite(browser, baseURL, link);
  await expect(phone).toHaveURL(/\?lang=en$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Your details for the stay' })).toBeVisible();
  // One heading names the page and its form, said once (issue 43 point 6).
  await expect(phone.getByRole('heading', { name: 'Your details', exact: true })).toHaveCount(0);
  await expect(phone.getByRole('form', { name: 'Your details for the stay' })).toBeVisible();
  // Their own entry, the stay's place and dates, and nothing of anyone else's.
  await expect(phone.locator('main')).not.toContainText('James');
  await expect(phone.locator('main')).not.toContainText('4815162352');
  await expect(phone.getByLabel('First name')).toHaveCount(1);
  await expectNoAxeViolations(phone);
  await phone.getByLabel('First name').fill('Ann');
  await phone.reload();
  await expect(phone.getByText('We restored what you entered last time on this device.')).toBeVisible();
  await expect(phone.getByLabel('First name')).toHaveValue('Ann');
  await phone.getByRole('button', { name: 'Save my details' }).click();
  await expect(phone.getByLabel('Last name')).toBeFocused();
  await phone.getByLabel('Last name').fill('Carter');
  await fillDate(phone, 'Date of birth', '1977-04-04');
  await phone.getByRole('button', { name: 'Save my details' }).click();
  await expect(phone.getByText('Thank you: your details are saved.')).toBeFocused();

  await page.goto(`/precheckins/${token}/travellers?lang=en`);
  await expect(traveller(page, 2).getByText('Done: Ann Carter has filled in their details.')).toBeVisible();
  await page.goto(`/precheckins/${token}/arrival?lang=en`);
  await fillArrival(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Travellers' })).toBeFocused();
  await expect(traveller(page, 2).getByLabel('First name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in' })).toBeFocused();
  await page.getByRole('button', { name: 'Confirm pre-check-in' }).click();
  await expect(
    page.getByText('Thank you: your pre-check-in is complete. We look forward to welcoming you.'),
  ).toBeVisible();
  await phone.reload();
  await expect(phone.getByText(/The pre-check-in for this stay is complete/)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Save my details' })).toHaveCount(0);
  await phone.context().close();
});

test('a replaced, a withdrawn and an unknown link say the invitation has ended, and what to do', async ({
  page,
  browser,
  baseURL,
}) => {
  await openTravellers(page);
  const replaced = await invite(page, 3);
  await page.getByRole('button', { name: 'New link for traveller 3' }).click();
  await expect(linkOf(page, 3)).not.toHaveValue(replaced);
  const withdrawn = await linkOf(page, 3).inputValue();
  await page.getByRole('button', { name: 'Withdraw invitation for traveller 3' }).click();
  await expect(traveller(page, 3).getByText('Not invited:')).toBeFocused();
  await expect(traveller(page, 3).getByLabel('First name')).toBeVisible();
  await page.reload();
  await expect(traveller(page, 3).getByText('Not invited:')).toBeVisible();

  const phone = await openInvite(browser, baseURL, replaced);
  for (const link of [replaced, withdrawn]) {
    await phone.goto(link);
    await expect(phone.getByRole('heading', { level: 1, name: 'This invitation has ended' })).toBeVisible();
    await expect(phone.getByText(/please ask the person who booked for a new link/)).toBeVisible();
  }
  await phone.goto(`/precheckins/invite/${'x'.repeat(24)}`);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'We could not find this invitation' }),
  ).toBeVisible();
  await phone.context().close();
});

test('an invited traveller on a Spanish booking is asked for the second surname once they give a Spanish nationality', async ({
  page,
  browser,
  baseURL,
}) => {
  const token = await openTravellers(page, { number: '4815162371' });
  const link = await invite(page, 2);
  const phone = await openInvite(browser, baseURL, link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Your details for the stay' })).toBeVisible();
  // Spain's rules for a fellow traveller, drawn as they fill in: offered until they are known to be Spanish.
  await expect(phone.getByLabel('Second surname (optional)')).toBeVisible();
  await fillSpaniard(phone, { idNumber: '12345678Z' });
  const secondSurname = phone.getByLabel('Second surname', { exact: true });
  await expect(secondSurname).toHaveValue('');
  await phone.getByRole('button', { name: 'Save my details' }).click();
  await expect(
    phone.getByText('Spain registers its citizens with both surnames: please add the second surname.'),
  ).toBeVisible();
  await expect(secondSurname).toBeFocused();
  await expectNoAxeViolations(phone);
  await secondSurname.fill('López');
  // Spain: every traveller from 14 signs (issue 31 point 3).
  await signByTyping(phone.getByRole('group', { name: 'Your details' }), 'Javier García López');
  await phone.getByRole('button', { name: 'Save my details' }).click();
  await expect(phone.getByText('Thank you: your details are saved.')).toBeFocused();
  await phone.context().close();

  await page.reload();
  await expect(
    traveller(page, 2).getByText('Done: Javier García has filled in their details.'),
  ).toBeVisible();
  const precheckin = (await (
    await page.request.get(`/webcc-api/v1/booking/precheckins/${token}`)
  ).json()) as Precheckin;
  expect(precheckin.travelers.find((entry) => entry.number === 2)).toMatchObject({
    secondSurname: 'López',
    documentSupportNumber: 'BAA000589',
  });
});

test('an invited Spanish traveller signs on their own phone with the keyboard; the main guest sees them done and confirms', async ({
  page,
  browser,
  baseURL,
}) => {
  const token = await openTravellers(page, { number: '4815162371' });
  const link = await invite(page, 2);
  const phone = await openInvite(browser, baseURL, link);
  const own = phone.getByRole('group', { name: 'Your details' });
  const signature = own.getByRole('group', { name: 'Signature' });
  await expect(signature).toBeVisible();
  await fillSpaniard(own, { secondSurname: 'López', idNumber: '12345678Z' });
  await phone.getByRole('button', { name: 'Save my details' }).click();
  await expect(
    own.getByText(
      'The law in Spain asks this traveller to sign: draw the signature in the box, or type the full name instead.',
    ),
  ).toBeVisible();
  await expect(signature).toBeFocused();
  await expectNoAxeViolations(phone);

  // The keyboard alternative from the refused signature: Tab, Space, the name typed, Tab, Space.
  await phone.keyboard.press('Tab');
  await expect(signature.getByRole('button', { name: 'Sign by typing your name instead' })).toBeFocused();
  await phone.keyboard.press('Space');
  await phone.keyboard.type('Javier García López');
  await phone.keyboard.press('Tab');
  await expect(signature.getByRole('checkbox', { name: /^I sign the declaration/ })).toBeFocused();
  await phone.keyboard.press('Space');
  await phone.getByRole('button', { name: 'Save my details' }).click();
  await expect(phone.getByText('Thank you: your details are saved.')).toBeFocused();
  await phone.reload();
  await expect(signature.getByText(/^Signed on /)).toBeVisible();
  await expect(signature.getByRole('img', { name: 'Signature of Javier García López' })).toBeVisible();
  await expectNoAxeViolations(phone);
  await phone.context().close();

  // The main guest: traveller 2 is done, signature and all; the others are theirs to fill in and sign.
  await page.reload();
  await expect(
    traveller(page, 2).getByText('Done: Javier García has filled in their details.'),
  ).toBeVisible();
  await expect(traveller(page, 2).getByRole('group', { name: 'Signature' })).toHaveCount(0);
  await fillSpanishLeadAndChild(traveller(page, 1), traveller(page, 3));
  await drawSignature(page, traveller(page, 1));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in' })).toBeVisible();
  await page.goto(`/precheckins/${token}/arrival?lang=en`);
  await fillArrival(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Travellers' })).toBeFocused();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Confirm pre-check-in' }).click();
  await expect(
    page.getByText('Thank you: your pre-check-in is complete. We look forward to welcoming you.'),
  ).toBeVisible();
  const precheckin = (await (
    await page.request.get(`/webcc-api/v1/booking/precheckins/${token}`)
  ).json()) as Precheckin;
  expect(precheckin.travelers.map((entry) => entry.signature?.name)).toEqual([
    'Claire Martin',
    'Javier García López',
    undefined,
  ]);
});

for (const lang of ['en', 'de']) {
  test(`an invitation after checkout has ended, and the invite page in ${lang} has no axe violations`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const token = await openTravellers(page);
    const link = await invite(page, 2);
    const phone = await openInvite(browser, baseURL, `${link}?lang=${lang}`);
    await expect(phone.locator('html')).toHaveAttribute('lang', lang);
    // The traveller's form, named by the page's heading (it repeats no heading of its own).
    await expect(
      phone.getByRole('form', {
        name: lang === 'de' ? 'Ihre Angaben für den Aufenthalt' : 'Your details for the stay',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(phone);

    const precheckin = (await (
      await page.request.get(`/webcc-api/v1/booking/precheckins/${token}`)
    ).json()) as Precheckin;
    const days =
      (Date.parse(precheckin.reservation.checkout) - Date.parse(new Date().toISOString().slice(0, 10))) /
      86_400_000;
    await page.request.post('/__dev/clock', { data: { days } });
    await phone.reload();
    const ended = lang === 'de' ? 'Diese Einladung gilt nicht mehr' : 'This invitation has ended';
    await expect(phone.getByRole('heading', { level: 1, name: ended })).toBeVisible();
    await expectNoAxeViolations(phone);
    await phone.context().close();
  });
}
