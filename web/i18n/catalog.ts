import type { TextCatalogue } from '../../shared/site/routeTable.ts';
import type { Language, TranslatedLanguage } from '../../shared/site/languages.ts';
import { SOURCES, type Feature } from './sources.ts';
import { translationsOf } from './readPo.ts';
import { commonTranslations } from './locales/index.ts';
import { reservationTranslations } from '../features/reservation/locales/index.ts';
import { precheckinTranslations } from '../features/precheckin/locales/index.ts';
import { authTranslations } from '../features/auth/locales/index.ts';
import { accountTranslations } from '../features/account/locales/index.ts';
import { wishlistsTranslations } from '../features/wishlists/locales/index.ts';
import { arrivalTranslations } from '../features/arrival/locales/index.ts';
import { offlineTranslations } from '../features/offline/locales/index.ts';
import { scanTranslations } from '../features/passportScan/locales/index.ts';

export { SOURCES, type Feature, type MessageId } from './sources.ts';

/**
 * Every feature's PO catalogues by language, as their text: read (translationsOf) only when a page
 * of that language first needs the feature, on the server. TypeScript refuses a feature without a
 * catalogue for each language.
 */
export const TRANSLATIONS = {
  common: commonTranslations,
  reservation: reservationTranslations,
  precheckin: precheckinTranslations,
  auth: authTranslations,
  account: accountTranslations,
  wishlists: wishlistsTranslations,
  arrival: arrivalTranslations,
  offline: offlineTranslations,
  scan: scanTranslations,
} satisfies Record<Feature, Record<TranslatedLanguage, string>> & Record<'common' | TextCatalogue, unknown>;

export const FEATURES = Object.keys(SOURCES) as Feature[];

export function isFeature(value: string): value is Feature {
  return value in SOURCES;
}

/**
 * A feature's texts in a language: the English source, or its translations over it (a text a
 * catalogue lacks shows in English rather than as its id; `npm test` fails on any such gap).
 */
export function textsOf(feature: Feature, lang: Language): Record<string, string> {
  const source: Record<string, string> = SOURCES[feature].texts;
  if (lang === 'en') return source;
  return { ...source, ...pick(translationsOf(TRANSLATIONS[feature][lang]), source) };
}

/** Only the ids the source has: a catalogue's leftover entry never reaches a page. */
function pick(translations: Record<string, string>, source: Record<string, string>) {
  return Object.fromEntries(Object.entries(translations).filter(([id]) => id in source));
}
