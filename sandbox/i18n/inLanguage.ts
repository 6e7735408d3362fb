import { fillPlaceholders } from '../../shared/i18n/fillPlaceholders.ts';
import { isLanguage, type Language, type TranslatedLanguage } from '../../shared/i18n/languages.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { es } from './es.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { da } from './da.ts';
import { sv } from './sv.ts';
import { pt } from './pt.ts';

/** A text of the sandbox's own services, written in English and German where it is defined. */
export interface Localised {
  en: string;
  de: string;
}

/**
 * The other languages' translations of the sandbox's texts (the stand-ins answer
 * in every language the portal speaks, as the real services do), each keyed by the English text.
 * `scripts/i18n/sandboxTexts.test.ts` finds every English text of the sandbox and holds each language to it.
 */
export const SANDBOX_TRANSLATIONS: Record<Exclude<TranslatedLanguage, 'de'>, Record<string, string>> = {
  fr,
  it,
  es,
  nl,
  pl,
  da,
  sv,
  pt,
};

/** A text in a language, its `{name}` placeholders filled; English where a translation is missing. */
export function inLanguage(
  text: Localised,
  lang: Language,
  values: Record<string, string | number> = {},
): string {
  const chosen =
    lang === 'en' ? text.en : lang === 'de' ? text.de : (SANDBOX_TRANSLATIONS[lang][text.en] ?? text.en);
  return fillPlaceholders(chosen, values);
}

/** A language a request or a stored row names, else English (as the real services answer). */
export function languageOr(value: unknown, fallback: Language = 'en'): Language {
  return isLanguage(value) ? value : fallback;
}

type TextValue = string | string[] | null;

/** A record of texts kept as one English and one German record (a house's arrival texts), in a language. */
export function recordInLanguage<T extends Record<string, TextValue>>(
  texts: { en: T; de: T },
  lang: Language,
): T {
  if (lang === 'en' || lang === 'de') return texts[lang];
  const translate = (en: TextValue, de: TextValue): TextValue => {
    if (en === null) return null;
    if (Array.isArray(en))
      return en.map((line, index) =>
        inLanguage({ en: line, de: (de as string[] | null)?.[index] ?? line }, lang),
      );
    return inLanguage({ en, de: typeof de === 'string' ? de : en }, lang);
  };
  return Object.fromEntries(
    Object.entries(texts.en).map(([key, en]) => [key, translate(en, texts.de[key] ?? null)]),
  ) as T;
}
