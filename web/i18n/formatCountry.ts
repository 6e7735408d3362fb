import { intlLocale, type Language } from '../../shared/i18n/languages.ts';
import { reusedFormat } from './reusedFormat.ts';

const regionNames = reusedFormat(
  (lang: Language) => new Intl.DisplayNames([intlLocale(lang)], { type: 'region', fallback: 'code' }),
);

/** A country (ISO 3166 code such as "GB") by its name in the page's language, as dates are (formatDay). */
export function formatCountry(code: string, lang: Language): string {
  try {
    return regionNames(lang).of(code.toUpperCase()) ?? code;
  } catch {
    // A value that is no region code at all (upstream free text) is shown as it came.
    return code;
  }
}
