import { intlLocale, type Language } from '../../shared/i18n/languages.ts';
import { reusedFormat } from './reusedFormat.ts';

const dayAndTime = reusedFormat(
  (lang: Language, timeZone: string) =>
    new Intl.DateTimeFormat(intlLocale(lang), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }),
);

/**
 * An instant as the house's clock shows it, in the page's language ("Fri, 15 Aug, 15:00"): a guest
 * reads the times of their arrival in the place they arrive at, wherever they read them.
 */
export function formatHouseTime(at: Date, timeZone: string, lang: Language): string {
  return dayAndTime(lang, timeZone).format(at);
}
