import type { Language } from '../../shared/languages.ts';
import { reusedFormat } from './reusedFormat.ts';

const longDay = reusedFormat(
  (lang: Language) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }),
);

/** A calendar day (YYYY-MM-DD) in the page's language, as money is (formatMoney); UTC so server and browser agree. */
export function formatDay(day: string, lang: Language): string {
  return longDay(lang).format(new Date(`${day}T00:00:00Z`));
}
