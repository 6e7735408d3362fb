import type { Page } from '@playwright/test';
import { declineCookies, expect, fixtures, mailbox } from './support.ts';

/** A demo reservation's page in its guest's language, the cookie banner answered. */
export async function openReservation(page: Page, number: string, subpage = '') {
  const { reservations } = await fixtures(page);
  const reservation = reservations.find((r) => r.number === number)!;
  await page.goto(`/reservations/${reservation.token}${subpage}?lang=${reservation.language}`);
  await declineCookies(page);
  return reservation;
}

/** The newest code the sandbox mailed for this reservation. */
export async function mailedCode(page: Page, number: string): Promise<string> {
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
