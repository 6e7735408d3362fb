import type { CatalogFor } from '../../shared/site/render.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/** A compiled Lingui message of text and plain placeholders (`["The code for ", ["house"], "…"]`) filled in. */
function filled(compiled: unknown, values: Record<string, string>): string | undefined {
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) return undefined;
  const parts = compiled.map((part: unknown) =>
    typeof part === 'string'
      ? part
      : Array.isArray(part) && part.length === 1 && typeof part[0] === 'string'
        ? values[part[0]]
        : undefined,
  );
  return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
}

/** The notification's words in the guest's language, from the arrival catalogue. */
export function arrivalReadyTexts(catalog: CatalogFor, lang: Language, house: string) {
  const messages = catalog(lang, 'arrival') ?? {};
  const text = (id: string) => {
    const value = filled(messages[id], { house });
    if (value === undefined) throw new Error(`push text ${id} has more than plain placeholders`);
    return value;
  };
  return { title: text('arrival.push.title'), body: text('arrival.push.body') };
}
