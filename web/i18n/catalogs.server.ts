import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import type { Language } from '../../shared/languages.ts';
import { FEATURE_CATALOGS, type Feature } from './catalog.ts';

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

export function compiledMessages(lang: Language, features: readonly Feature[]): Messages {
  return Object.assign({}, ...features.map((feature) => compiledCatalog(lang, feature))) as Messages;
}
