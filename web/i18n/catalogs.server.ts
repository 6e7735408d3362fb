import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import type { Language } from '../../shared/languages.ts';
import { CATALOGS } from './catalog.ts';

const SOURCES: Record<Language, Record<string, string>> = CATALOGS;
const compiled = new Map<Language, Messages>();

/**
 * Compiled once per isolate on the server and sent inside the page, so the browser needs
 * neither the ICU compiler nor a second request for its texts.
 */
export function compiledMessages(lang: Language): Messages {
  let messages = compiled.get(lang);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(SOURCES[lang]).map(([id, text]) => [id, compileMessage(text)]),
    );
    compiled.set(lang, messages);
  }
  return messages;
}
