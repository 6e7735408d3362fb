import { languageOr } from '../i18n/inLanguage.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/**
 * The provider's region names in each language the portal speaks: webcc-api answers a house in the
 * language asked for, its region included ("Sønderjylland" on a Danish page, "Lago di Garda" on an
 * Italian one), as it does the names of its services. The rows keep the English name. A region is
 * named as a guest of the language finds it on a map, so a table of names rather than sentences
 * for the sandbox's translators (sandbox/i18n).
 */
export const REGION_NAMES: Record<string, Record<Language, string>> = {
  'Lake Garda': {
    en: 'Lake Garda',
    de: 'Gardasee',
    fr: 'Lac de Garde',
    it: 'Lago di Garda',
    es: 'Lago de Garda',
    nl: 'Gardameer',
    pl: 'Jezioro Garda',
    da: 'Gardasøen',
    sv: 'Gardasjön',
    pt: 'Lago de Garda',
  },
  Tyrol: {
    en: 'Tyrol',
    de: 'Tirol',
    fr: 'Tyrol',
    it: 'Tirolo',
    es: 'Tirol',
    nl: 'Tirol',
    pl: 'Tyrol',
    da: 'Tyrol',
    sv: 'Tyrolen',
    pt: 'Tirol',
  },
  'South Jutland': {
    en: 'South Jutland',
    de: 'Südjütland',
    fr: 'Jutland du Sud',
    it: 'Jutland meridionale',
    es: 'Jutlandia Meridional',
    nl: 'Zuid-Jutland',
    pl: 'Jutlandia Południowa',
    da: 'Sønderjylland',
    sv: 'Sønderjylland',
    pt: 'Jutlândia do Sul',
  },
  Mallorca: {
    en: 'Mallorca',
    de: 'Mallorca',
    fr: 'Majorque',
    it: 'Maiorca',
    es: 'Mallorca',
    nl: 'Mallorca',
    pl: 'Majorka',
    da: 'Mallorca',
    sv: 'Mallorca',
    pt: 'Maiorca',
  },
  'Baltic Sea': {
    en: 'Baltic Sea',
    de: 'Ostsee',
    fr: 'Mer Baltique',
    it: 'Mar Baltico',
    es: 'Mar Báltico',
    nl: 'Oostzee',
    pl: 'Morze Bałtyckie',
    da: 'Østersøen',
    sv: 'Östersjön',
    pt: 'Mar Báltico',
  },
  Provence: {
    en: 'Provence',
    de: 'Provence',
    fr: 'Provence',
    it: 'Provenza',
    es: 'Provenza',
    nl: 'Provence',
    pl: 'Prowansja',
    da: 'Provence',
    sv: 'Provence',
    pt: 'Provença',
  },
  Algarve: {
    en: 'Algarve',
    de: 'Algarve',
    fr: 'Algarve',
    it: 'Algarve',
    es: 'Algarve',
    nl: 'Algarve',
    pl: 'Algarve',
    da: 'Algarve',
    sv: 'Algarve',
    pt: 'Algarve',
  },
  Kvarner: {
    en: 'Kvarner',
    de: 'Kvarner',
    fr: 'Kvarner',
    it: 'Quarnaro',
    es: 'Kvarner',
    nl: 'Kvarner',
    pl: 'Kvarner',
    da: 'Kvarner',
    sv: 'Kvarner',
    pt: 'Kvarner',
  },
};

/** A region's name in a language; a region the table does not know keeps the row's English name. */
export function regionIn(region: string, lang: string): string {
  return REGION_NAMES[region]?.[languageOr(lang)] ?? region;
}
