import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCES, type Catalogue, type MessageId } from '../web/i18n/sources.ts';
import { readPo } from '../web/i18n/readPo.ts';
import { visibleText } from '../web/i18n/messageShape.ts';
import { LANGUAGES, type Language } from '../shared/i18n/languages.ts';
import { fillPlaceholders } from '../shared/i18n/fillPlaceholders.ts';
import { sandboxTexts } from '../scripts/i18n/sandboxTexts.ts';
import { SANDBOX_TRANSLATIONS } from '../sandbox/i18n/inLanguage.ts';

/**
 * The portal's texts as a journey reads them: each language's PO catalogues from the repository,
 * so a journey in French finds "Se connecter" where the English one finds "Sign in".
 */
const catalogues = new Map<string, Record<string, string>>();

function translations(feature: Catalogue, lang: Language): Record<string, string> {
  const key = `${feature}:${lang}`;
  let texts = catalogues.get(key);
  if (!texts) {
    const source: Record<string, string> = SOURCES[feature].texts;
    texts =
      lang === 'en'
        ? source
        : Object.fromEntries(
            readPo(readFileSync(join(SOURCES[feature].locales, `${lang}.po`), 'utf8')).map((entry) => [
              entry.id,
              entry.translation,
            ]),
          );
    catalogues.set(key, texts);
  }
  return texts;
}

const CATALOGUES = Object.keys(SOURCES) as Catalogue[];

/** A text in a language, its simple `{name}` placeholders filled. */
export function textIn(lang: Language, id: MessageId, values: Record<string, string | number> = {}): string {
  const feature = CATALOGUES.find((name) => id in SOURCES[name].texts)!;
  // A language not translated yet reads English, as the portal shows it.
  const text = translations(feature, lang)[id] || (SOURCES[feature].texts as Record<string, string>)[id]!;
  return fillPlaceholders(text, values);
}

/** Worked out once a language: a walk asks for it on every page, and it reads the sandbox's sources. */
const leftBehind = new Map<Language, Set<string>>();

/**
 * The English texts a page in `lang` must not show (issue 32 point 4): every English text without
 * placeholders whose translation reads differently. A text the language writes as English does
 * (a brand, "IBAN", Swedish "Status") is left out: it is no English left behind.
 */
export function englishLeftBehind(lang: Language): Set<string> {
  let texts = leftBehind.get(lang);
  if (texts) return texts;
  texts = new Set<string>();
  leftBehind.set(lang, texts);
  for (const feature of CATALOGUES) {
    const source: Record<string, string> = SOURCES[feature].texts;
    const translated = translations(feature, lang);
    for (const [id, english] of Object.entries(source)) {
      if (/[{}]/.test(english)) continue;
      const words = normalised(visibleText(english));
      if (words && words !== normalised(visibleText(translated[id] ?? english))) texts.add(words);
    }
  }
  // The sandbox's services answer in the page's language too: their service names, pictures, mails.
  // Read from the dictionaries themselves, not through the sandbox's lookup the pages use.
  for (const [english, german] of sandboxTexts()) {
    const translated =
      lang === 'de' ? german : SANDBOX_TRANSLATIONS[lang as Exclude<Language, 'en' | 'de'>]?.[english];
    const words = normalised(english);
    if (!/[{}]/.test(english) && translated && words !== normalised(translated)) texts.add(words);
  }
  return texts;
}

/** A text as any of the languages writes it, for a control a journey finds whatever the page's language. */
export function inAnyLanguage(id: MessageId): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${[...new Set(LANGUAGES.map((lang) => escape(textIn(lang, id))))].join('|')})$`);
}

export const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();
