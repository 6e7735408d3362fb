export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
const DEFAULT_LANGUAGE: Language = 'en';

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
