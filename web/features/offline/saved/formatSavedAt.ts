import { intlLocale, type Language } from '../../../../shared/i18n/languages.ts';
import { CLOCK } from '../../../i18n/clock.ts';

/** When a copy was saved, in the device's own time zone: the guest's clock, not the house's. */
export function formatSavedAt(savedAt: string, lang: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...CLOCK,
    timeZone,
  }).format(new Date(savedAt));
}
