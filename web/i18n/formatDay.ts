import type { Language } from '../../shared/languages.ts';

/** A calendar day (YYYY-MM-DD) in the page's language, as money is (formatMoney); UTC so server and browser agree. */
export function formatDay(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
