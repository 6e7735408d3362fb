import { intlLocale, type Language } from '../../../shared/i18n/languages.ts';
import { COUNTRY_CODES } from '../../../shared/i18n/countries.ts';
import { formatCountry } from '../../i18n/formatCountry.ts';
import { reusedFormat } from '../../i18n/reusedFormat.ts';
import type { Option } from './SelectField.tsx';

/**
 * A country's name in the page's language from the browser's own data; where that data lacks the
 * country (an older browser), its English name rather than a bare code.
 */
function countryName(code: string, lang: Language): string {
  const name = formatCountry(code, lang);
  return name === code ? formatCountry(code, 'en') : name;
}

/**
 * Every ISO 3166-1 country, named and sorted in the page's language, for a select a guest types a
 * name's first letters into. Made once per language: naming and sorting 249 countries on every
 * keystroke of a traveller form would be wasted work.
 */
export const countryOptions = reusedFormat((lang: Language): readonly Option[] => {
  const collator = new Intl.Collator(intlLocale(lang));
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, lang) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
});
