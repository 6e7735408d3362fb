#!/usr/bin/env node
// The translators' side of the texts (web/i18n/README.md):
//   npm run i18n:sync                    carry the English source into every PO catalogue: new texts
//                                        come in empty, changed ones are marked fuzzy, removed ones go
//   npm run i18n:sync -- --import fr DIR take a translation service's answer for one language: DIR
//                                        holds <catalogue>.json files of id -> translated text
// Reading and writing go through Lingui's @lingui/format-po; each entry's msgctxt is the message id
// and its msgid the English source, so translation tools show the English beside the translation.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { SOURCES, type Catalogue } from '../../web/i18n/sources.ts';
import { TRANSLATOR_NOTES } from '../../web/i18n/translatorNotes.ts';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.ts';

const po = formatter({ origins: true, lineNumbers: false });
const TRANSLATED: readonly string[] = LANGUAGES.filter((lang) => lang !== 'en');

type Catalog = Awaited<ReturnType<typeof po.parse>>;
interface Entry {
  translation: string;
  source: string | undefined;
  fuzzy: boolean;
}

/** A PO catalogue by message id: { translation, source, fuzzy }. */
async function readCatalogue(path: string): Promise<Map<string, Entry>> {
  if (!existsSync(path)) return new Map();
  const parsed = await po.parse(readFileSync(path, 'utf8'), {
    locale: undefined,
    sourceLocale: 'en',
    filename: path,
  });
  return new Map(
    Object.values(parsed)
      .filter((entry) => entry.context && !entry.obsolete)
      .map((entry): [string, Entry] => [
        entry.context!,
        {
          translation: entry.translation ?? '',
          source: entry.message,
          fuzzy: Boolean((entry.extra?.flags as string[] | undefined)?.includes('fuzzy')),
        },
      ]),
  );
}

/** The catalogue in the English source's order, each entry keyed as format-po keys a generated id. */
async function writeCatalogue(
  path: string,
  catalogue: Catalogue,
  lang: Language,
  existing: Map<string, Entry>,
  imported: Record<string, string> = {},
): Promise<boolean> {
  const { texts } = SOURCES[catalogue];
  const catalog: Catalog = {};
  for (const [id, source] of Object.entries(texts)) {
    const before = existing.get(id);
    const translation = imported[id] ?? before?.translation ?? '';
    const fuzzy =
      imported[id] === undefined &&
      Boolean(before && translation && (before.fuzzy || before.source !== source));
    catalog[generateMessageId(source, id)] = {
      message: source,
      context: id,
      translation,
      comments: TRANSLATOR_NOTES[id] ? [TRANSLATOR_NOTES[id]] : [],
      origin: [[englishFile(catalogue)]],
      extra: { flags: fuzzy ? ['fuzzy'] : [], translatorComments: [] },
    };
  }
  const existingText = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  const text = await po.serialize(catalog, {
    locale: lang,
    sourceLocale: 'en',
    existing: existingText,
    filename: path,
  });
  if (text !== existingText) writeFileSync(path, text);
  return text !== existingText;
}

/** Where the English of a catalogue is written, for the translator's reference line (`#:`). */
function englishFile(catalogue: Catalogue) {
  const folder = SOURCES[catalogue].locales.replace(/\/locales$/, '');
  return `${folder}/${catalogue === 'common' ? 'messages.en.ts' : 'texts.en.ts'}`;
}

const [, , command = 'sync', ...args] = process.argv;
if (command !== 'sync') throw new Error(`unknown command ${command}: use sync [--import <lang> <dir>]`);
const importAt = args.indexOf('--import');
const importLang = importAt >= 0 ? args[importAt + 1] : undefined;
const importDir = importAt >= 0 ? args[importAt + 2] : undefined;
if (importAt >= 0 && (!importLang || !TRANSLATED.includes(importLang) || !importDir))
  throw new Error(`--import needs one of ${TRANSLATED.join(' ')} and a folder of <catalogue>.json files`);

let changed = 0;
for (const catalogue of Object.keys(SOURCES) as Catalogue[]) {
  for (const lang of (importLang ? [importLang] : TRANSLATED) as Language[]) {
    const path = join(SOURCES[catalogue].locales, `${lang}.po`);
    const importFile = importDir && join(importDir, `${catalogue}.json`);
    const imported = importFile && existsSync(importFile) ? JSON.parse(readFileSync(importFile, 'utf8')) : {};
    if (await writeCatalogue(path, catalogue, lang, await readCatalogue(path), imported)) changed += 1;
  }
}
console.log(`${changed} catalogue(s) written`);
