import type { Language, TranslatedLanguage } from '../../shared/i18n/languages.ts';
import { SOURCES, type Catalogue } from './sources.ts';
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
import { accessibilityTranslations } from '../features/accessibility/locales/index.ts';

export { SOURCES, type Catalogue, type MessageId } from './sources.ts';

/**
 * Every catalogue's PO files by language, as their text: read (translationsOf) only when a page
 * of that language first needs the catalogue, on the server. TypeScript refuses a catalogue without a
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
  accessibility: accessibilityTranslations,
} satisfies Record<Catalogue, Record<TranslatedLanguage, string>>;

export const CATALOGUES = Object.keys(SOURCES) as Catalogue[];

/** Own keys only: a name from a request (`constructor`) must not find what every object inherits. */
export function isCatalogue(value: string): value is Catalogue {
  return Object.hasOwn(SOURCES, value);
}

/**
 * A catalogue's texts in a language: the English source, or its translations over it (a text a
 * catalogue lacks shows in English rather than as its id; `npm test` fails on any such gap).
 */
export function textsOf(catalogue: Catalogue, lang: Language): Record<string, string> {
  const source: Record<string, string> = SOURCES[catalogue].texts;
  if (lang === 'en') return source;
  return { ...source, ...pick(translationsOf(TRANSLATIONS[catalogue][lang]), source) };
}

/** Only the ids the source has: a catalogue's leftover entry never reaches a page. */
function pick(translations: Record<string, string>, source: Record<string, string>) {
  return Object.fromEntries(Object.entries(translations).filter(([id]) => Object.hasOwn(source, id)));
}
