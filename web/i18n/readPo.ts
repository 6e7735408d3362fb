/** One entry of a catalogue as translators keep it: the id (msgctxt), the English source (msgid) and the translation. */
export interface PoEntry {
  id: string;
  source: string;
  translation: string;
  fuzzy: boolean;
}

/**
 * Reads a gettext PO catalogue as `scripts/i18n/sync.ts` writes it through `@lingui/format-po`: each
 * entry's msgctxt is the message id, its msgid the English source. A reader of its own, a few
 * lines, so the worker and the service worker need no PO library; `readPo.test.ts` holds it to
 * `@lingui/format-po`'s reading of every catalogue. Obsolete (`#~`) entries and comments are skipped.
 */
export function readPo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let entry: Partial<PoEntry> & { fuzzy: boolean } = { fuzzy: false };
  let field: 'id' | 'source' | 'translation' | null = null;
  const finish = () => {
    if (entry.id !== undefined && entry.source !== undefined)
      entries.push({
        id: entry.id,
        source: entry.source,
        translation: entry.translation ?? '',
        fuzzy: entry.fuzzy,
      });
    entry = { fuzzy: false };
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (field === 'translation') finish();
      if (/^#,.*\bfuzzy\b/.test(line)) entry.fuzzy = true;
      continue;
    }
    const keyword = /^(msgctxt|msgid|msgstr(?:\[0\])?)\s+(".*")$/.exec(line);
    if (keyword) {
      const name = keyword[1]!;
      if (name === 'msgctxt' || (name === 'msgid' && field === 'translation')) {
        if (field === 'translation') finish();
      }
      field = name === 'msgctxt' ? 'id' : name === 'msgid' ? 'source' : 'translation';
      entry[field] = unquote(keyword[2]!);
    } else if (line.startsWith('"') && field) {
      entry[field] += unquote(line);
    }
  }
  finish();
  return entries;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

function unquote(quoted: string): string {
  return quoted.slice(1, -1).replace(/\\(.)/g, (escape, char: string) => ESCAPES[char] ?? escape);
}

/** The translations of a catalogue by message id; an empty translation is left out (English shows). */
export function translationsOf(text: string): Record<string, string> {
  return Object.fromEntries(
    readPo(text)
      .filter((entry) => entry.translation !== '')
      .map((entry) => [entry.id, entry.translation]),
  );
}
