import { intlLocale, type Language } from '../../shared/i18n/languages.ts';
import { reusedFormat } from './reusedFormat.ts';

const longDay = reusedFormat(
  (lang: Language) => new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }),
);

/** Days already written, by language and day: a page writes the same few days many times. */
const written = new Map<string, string>();
const WRITTEN_MAX = 2_000;

/** A calendar day (YYYY-MM-DD) in the page's language, as money is (formatMoney); UTC so server and browser agree. */
export function formatDay(day: string, lang: Language): string {
  const key = `${lang} ${day}`;
  let text = written.get(key);
  if (text === undefined) {
    if (written.size >= WRITTEN_MAX) written.clear();
    text = longDay(lang).format(new Date(`${day}T00:00:00Z`));
    written.set(key, text);
  }
  return text;
}
