import type { Page } from '@playwright/test';
import { declineCookies, fixtures } from './support.ts';

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
