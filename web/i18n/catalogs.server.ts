import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import type { Language } from '../../shared/languages.ts';
import { FEATURE_CATALOGS, type Feature } from './catalog.ts';
import { scriptParsedJson } from '../app/boot.ts';

const compiled = new Map<string, Messages>();

/**
 * A feature's texts compiled once per isolate on the server. Pages carry them, and the browser
 * fetches those of a route it opens later, so it never needs the ICU compiler.
 */
export function compiledCatalog(lang: Language, feature: Feature): Messages {
  const key = `${lang}:${feature}`;
  let messages = compiled.get(key);
  if (!messages) {
    const source: Record<string, string> = FEATURE_CATALOGS[feature][lang];
    messages = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
    compiled.set(key, messages);
  }
  return messages;
}

const merged = new Map<string, { messages: Messages; script: string }>();

/**
 * The texts of a page's features, merged once per isolate and language, with the expression of
 * them for the page's boot script: pages of one kind carry the same texts, and serializing them on every request
 * was a share of each page's render CPU.
 */
export function compiledMessages(
  lang: Language,
  features: readonly Feature[],
): { messages: Messages; script: string } {
  const key = `${lang}:${features.join(',')}`;
  let page = merged.get(key);
  if (!page) {
    // Frozen: every request's i18n shares it, so none may add to it.
    const messages = Object.freeze(
      Object.assign({}, ...features.map((feature) => compiledCatalog(lang, feature))),
    ) as Messages;
    page = { messages, script: scriptParsedJson(messages) };
    merged.set(key, page);
  }
  return page;
}
