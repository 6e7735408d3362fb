import { intlLocale, type Language } from '../../../shared/i18n/languages.ts';
import { reusedFormat } from '../../i18n/reusedFormat.ts';

export type DatePart = 'day' | 'month' | 'year';
export type DateParts = Record<DatePart, string>;

const EMPTY: DateParts = { day: '', month: '', year: '' };

/**
 * The stored value of a date field: an ISO day ("1985-04-12") when the guest typed one, and what
 * they typed otherwise ("1985-02-31", "85-4-"), so the rules flag it and nothing typed is lost.
 */
export function joinDateParts({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  const pad = (part: string) => (/^\d$/.test(part) ? `0${part}` : part);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The three boxes of a stored value; anything that is not year-month-day fills the year box. */
export function splitDateParts(value: string | undefined): DateParts {
  if (!value) return EMPTY;
  const parts = value.split('-');
  if (parts.length !== 3) return { ...EMPTY, year: value };
  const [year = '', month = '', day = ''] = parts;
  return { day, month, year };
}

/**
 * A day (YYYY-MM-DD) written as the page's language writes it in numbers ("3/27/1985",
 * "27.3.1985"): the hint of a date field, whose boxes take the parts in that order.
 */
export const dateExample = reusedFormat((lang: Language, day: string): string =>
  new Intl.DateTimeFormat(intlLocale(lang), { timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
);

/** The order of day, month and year in the page's language: month first in English, day first in German. */
export const datePartOrder = reusedFormat((lang: Language): DatePart[] =>
  new Intl.DateTimeFormat(intlLocale(lang), { timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2000, 11, 31)))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year'),
);
