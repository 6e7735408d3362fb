import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatter } from '@lingui/format-po';
import { SOURCES, TRANSLATIONS, type Catalogue } from './catalog.ts';
import { readPo } from './readPo.ts';
import { translationProblems } from './messageShape.ts';
import { intlLocale, LANGUAGES, type TranslatedLanguage } from '../../shared/i18n/languages.ts';

// A property of every catalogue's English source and its PO catalogues together (issue 32 point 3):
// a page merges the catalogues of its catalogues, so an id in two of them, a language without it, a
// translation of an older English text or one that breaks a placeholder or a plural shows wrong.
const TRANSLATED = LANGUAGES.filter((lang): lang is TranslatedLanguage => lang !== 'en');
const CATALOGUES = Object.keys(SOURCES) as Catalogue[];

describe('the English source', () => {
  it('has each id in one catalogue only, none empty', () => {
    const ids = new Set<string>();
    for (const { texts } of Object.values(SOURCES))
      for (const [id, text] of Object.entries(texts as Record<string, string>)) {
        expect(ids.has(id), id).toBe(false);
        expect(text.trim(), id).not.toBe('');
        ids.add(id);
      }
  });

  it('parses: every message is ICU that its own shape check accepts', () => {
    for (const { texts } of Object.values(SOURCES))
      for (const [id, text] of Object.entries(texts as Record<string, string>))
        expect(translationProblems(text, text, 'en'), id).toEqual([]);
  });
});

describe.each(TRANSLATED)('the %s catalogues', (lang) => {
  it.each(CATALOGUES)(
    '%s: every English text translated, nothing else, the English it was made from current',
    (catalogue) => {
      const source: Record<string, string> = SOURCES[catalogue].texts;
      const entries = readPo(TRANSLATIONS[catalogue][lang]);
      const ids = entries.map((entry) => entry.id);
      expect(
        ids.filter((id) => !(id in source)),
        'ids the English source lacks',
      ).toEqual([]);
      expect(
        Object.keys(source).filter((id) => !ids.includes(id)),
        'ids the catalogue lacks',
      ).toEqual([]);
      expect(new Set(ids).size, 'an id twice').toBe(ids.length);
      for (const entry of entries) {
        expect(entry.translation.trim(), `${entry.id}: no translation`).not.toBe('');
        expect(entry.fuzzy, `${entry.id}: marked fuzzy (its English changed): review it`).toBe(false);
        expect(
          entry.source,
          `${entry.id}: translated from an older English text; run npm run i18n:sync`,
        ).toBe(source[entry.id]);
      }
    },
  );

  it.each(CATALOGUES)(
    '%s: each translation keeps its placeholders and has every plural form',
    (catalogue) => {
      const source: Record<string, string> = SOURCES[catalogue].texts;
      const problems = readPo(TRANSLATIONS[catalogue][lang]).flatMap((entry) =>
        source[entry.id] === undefined
          ? []
          : translationProblems(source[entry.id]!, entry.translation, intlLocale(lang)).map(
              (problem) => `${entry.id}: ${problem}`,
            ),
      );
      expect(problems).toEqual([]);
    },
  );
});

describe('the PO catalogues on disk', () => {
  const po = formatter({ origins: true, lineNumbers: false });

  it('are each imported, one per language and catalogue, and nothing else', () => {
    for (const catalogue of CATALOGUES) {
      const folder = SOURCES[catalogue].locales;
      const files = readdirSync(folder).filter((file) => file.endsWith('.po'));
      expect(files.sort(), folder).toEqual(TRANSLATED.map((lang) => `${lang}.po`).sort());
      for (const lang of TRANSLATED)
        expect(readFileSync(join(folder, `${lang}.po`), 'utf8'), `${folder}/${lang}.po`).toBe(
          TRANSLATIONS[catalogue][lang],
        );
    }
  });

  it("read the same with the portal's reader as with Lingui's @lingui/format-po", () => {
    for (const catalogue of CATALOGUES)
      for (const lang of TRANSLATED) {
        const text = TRANSLATIONS[catalogue][lang];
        const lingui = Object.values(
          po.parse(text, { locale: lang, sourceLocale: 'en', filename: `${lang}.po` }),
        )
          .filter((entry) => entry.context)
          .map((entry) => ({
            id: entry.context,
            source: entry.message,
            translation: entry.translation ?? '',
            fuzzy: entry.extra?.flags?.includes('fuzzy') ?? false,
          }));
        expect(readPo(text), `${catalogue} ${lang}`).toEqual(lingui);
      }
  });
});
