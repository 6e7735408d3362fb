import type { Page } from '@playwright/test';
import { declineCookies, fixtures, mailedReservationCode } from './support.ts';

/** A demo reservation's page in its guest's language, or `lang`, the cookie banner answered. */
export async function openReservation(
  page: Page,
  number: string,
  subpage = '',
  { lang }: { lang?: string } = {},
) {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === number)!;
  await page.goto(`/reservations/${reservation.token}${subpage}?lang=${lang ?? reservation.language}`);
  await declineCookies(page);
  return reservation;
}

/** SPEC §6: a change's code step, from sending the code to confirming the one mailed. */
export async function confirmWithCode(page: Page, number: string) {
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await mailedReservationCode(page, number));
  await page.getByRole('button', { name: 'Confirm code' }).click();
}
