import type { CatalogFor } from '../../shared/site/render.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { compiledText } from '../../shared/i18n/compiledText.ts';

/** The notification's words in the guest's language, from the arrival catalogue. */
export function arrivalReadyTexts(catalog: CatalogFor, lang: Language, house: string) {
  const messages = catalog(lang, 'arrival') ?? {};
  const text = (id: string) => {
    const value = compiledText(messages[id], { house });
    if (value === undefined) throw new Error(`push text ${id} has more than plain placeholders`);
    return value;
  };
  return { title: text('arrival.push.title'), body: text('arrival.push.body') };
}
