import type { Language } from '../../../../shared/site/languages.ts';
import { offlineEn, type OfflineMessageId } from '../texts.en.ts';
import { offlineDe } from '../texts.de.ts';

const TEXTS: Record<Language, Record<OfflineMessageId, string>> = { en: offlineEn, de: offlineDe };

/**
 * The offline texts where Lingui is not loaded (the service worker's offline page): they hold
 * nothing but `{name}` placeholders, filled here as Lingui would.
 */
export function offlineText(lang: Language, id: OfflineMessageId, values: Record<string, string> = {}) {
  return TEXTS[lang][id].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
