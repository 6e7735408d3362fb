/** The portal's languages: English is the source every other language translates. */
export const LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pl', 'da', 'sv', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export type TranslatedLanguage = Exclude<Language, 'en'>;
const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  nl: 'Nederlands',
  pl: 'Polski',
  da: 'Dansk',
  sv: 'Svenska',
  pt: 'Português',
};

/**
 * The locale `Intl` formats a language's dates, money, plurals and country names in. Portuguese is
 * Portugal's: a bare "pt" is Brazil's to `Intl`, and the texts are written in European Portuguese.
 */
export function intlLocale(lang: Language): string {
  return lang === 'pt' ? 'pt-PT' : lang;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Best supported language of an Accept-Language header, by its q weights. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/**
 * The language a request without `lang` is redirected to (SPEC §2 route guards):
 * the stored language, else the reservation's, else the browser's, else English.
 */
export function chooseLanguage(sources: {
  stored?: string | null;
  reservation?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(sources.stored)) return sources.stored;
  if (isLanguage(sources.reservation)) return sources.reservation;
  return languageFromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
