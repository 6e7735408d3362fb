import { intlLocale, type Language } from '../../shared/i18n/languages.ts';
import { CLOCK } from './clock.ts';
import { reusedFormat } from './reusedFormat.ts';

const dayAndTime = reusedFormat(
  (lang: Language, timeZone: string, withYear: string) =>
    new Intl.DateTimeFormat(intlLocale(lang), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      ...CLOCK,
      timeZone,
    }),
);

const yearIn = reusedFormat(
  (timeZone: string) => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }),
);

/**
 * An instant as the house's clock shows it, in the page's language ("Fri, 15 Aug, 15:00"): a guest
 * reads the times of their arrival in the place they arrive at, wherever they read them. An instant
 * in another year than `now` names its year ("Fri, 2 Jan 2027, 16:00"): a booking made in
 * November for January would otherwise read as the January just gone.
 */
export function formatHouseTime(at: Date, timeZone: string, lang: Language, now = new Date()): string {
  const otherYear = yearIn(timeZone).format(at) !== yearIn(timeZone).format(now);
  return dayAndTime(lang, timeZone, otherYear ? 'year' : '').format(at);
}
