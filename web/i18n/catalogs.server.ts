import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import type { Language } from '../../shared/i18n/languages.ts';
import { textsOf, type Catalogue } from './catalog.ts';

const compiled = new Map<string, Messages>();

/**
 * A catalogue's texts compiled once per isolate on the server, for its renders and for the browser,
 * which fetches them (/i18n/{lang}/{catalogue}.json) and so never needs the ICU compiler.
 */
export function compiledCatalog(lang: Language, catalogue: Catalogue): Messages {
  const key = `${lang}:${catalogue}`;
  let messages = compiled.get(key);
  if (!messages) {
    const source = textsOf(catalogue, lang);
    messages = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
    compiled.set(key, messages);
  }
  return messages;
}

const merged = new Map<string, Messages>();

/** The texts of a page's catalogues, merged once per isolate and language: pages of one kind share them. */
export function compiledMessages(lang: Language, catalogues: readonly Catalogue[]): Messages {
  const key = `${lang}:${catalogues.join(',')}`;
  let messages = merged.get(key);
  if (!messages) {
    // Frozen: every request's i18n shares it, so none may add to it.
    messages = Object.freeze(
      Object.assign({}, ...catalogues.map((catalogue) => compiledCatalog(lang, catalogue))),
    ) as Messages;
    merged.set(key, messages);
  }
  return messages;
}
