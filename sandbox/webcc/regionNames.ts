import { inLanguage, languageOr } from '../i18n/inLanguage.ts';

/**
 * The provider's region names in German (the other languages in sandbox/i18n): webcc-api answers a
 * house in the language asked for, its region included, as it does the names of its services. The
 * rows keep the English name.
 */
const REGIONS_DE: Record<string, string> = {
  'Lake Garda': 'Gardasee',
  Tyrol: 'Tirol',
  'South Jutland': 'Südjütland',
};

export function regionIn(region: string, lang: string): string {
  return inLanguage({ en: region, de: REGIONS_DE[region] ?? region }, languageOr(lang));
}
