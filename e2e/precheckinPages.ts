import type { Page } from '@playwright/test';
import { declineCookies, fixtures } from './support.ts';

/**
 * A demo pre-check-in's step (its first, unsaid), in `lang`; the cookie banner answered on a first
 * visit (later visits of a journey find it answered).
 */
export async function openPrecheckin(
  page: Page,
  number: string,
  step = '',
  { lang = 'en', firstVisit = true }: { lang?: string; firstVisit?: boolean } = {},
) {
  const { precheckins } = await fixtures(page);
  const precheckin = precheckins.find((p) => p.number === number)!;
  await page.goto(`/precheckins/${precheckin.token}${step && `/${step}`}?lang=${lang}`);
  if (firstVisit) await declineCookies(page);
  return precheckin;
}
