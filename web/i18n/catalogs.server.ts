import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import type { Language } from '../../shared/site/languages.ts';
import { textsOf, type Feature } from './catalog.ts';

const compiled = new Map<string, Messages>();

/**
 * A feature's texts compiled once per isolate on the server, for its renders and for the browser,
 * which fetches them (/i18n/{lang}/{feature}.json) and so never needs the ICU compiler.
 */
export function compiledCatalog(lang: Language, feature: Feature): Messages {
  const key = `${lang}:${feature}`;
  let messages = compiled.get(key);
  if (!messages) {
    const source = textsOf(feature, lang);
    messages = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
    compiled.set(key, messages);
  }
  return messages;
}

const merged = new Map<string, Messages>();

/** The texts of a page's features, merged once per isolate and language: pages of one kind share them. */
export function compiledMessages(lang: Language, features: readonly Feature[]): Messages {
  const key = `${lang}:${features.join(',')}`;
  let messages = merged.get(key);
  if (!messages) {
    // Frozen: every request's i18n shares it, so none may add to it.
    messages = Object.freeze(
      Object.assign({}, ...features.map((feature) => compiledCatalog(lang, feature))),
    ) as Messages;
    merged.set(key, messages);
  }
  return messages;
}
