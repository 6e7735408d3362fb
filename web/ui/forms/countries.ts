import { intlLocale, type Language } from '../../../shared/i18n/languages.ts';
import { formatCountry } from '../../i18n/formatCountry.ts';
import { reusedFormat } from '../../i18n/reusedFormat.ts';

const collator = reusedFormat((lang: Language) => new Intl.Collator(intlLocale(lang)));

/** Countries guests most often come from; names in the page's language from the browser's own data. */
const CODES = [
  'AT',
  'BE',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FR',
  'GB',
  'IE',
  'IT',
  'LU',
  'NL',
  'NO',
  'PL',
  'SE',
  'US',
];

export function countryOptions(lang: Language): { value: string; label: string }[] {
  return CODES.map((code) => ({ value: code, label: formatCountry(code, lang) })).sort((a, b) =>
    collator(lang).compare(a.label, b.label),
  );
}
