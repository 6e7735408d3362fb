import type { Language } from '../../../../shared/i18n/languages.ts';
import { offlineEn, type OfflineMessageId } from '../texts.en.ts';
import { offlineTranslations } from '../locales/index.ts';
import { translationsOf } from '../../../i18n/readPo.ts';
import { fillPlaceholders } from '../../../../shared/i18n/fillPlaceholders.ts';

const read = new Map<Language, Record<string, string>>();

/**
 * The offline texts where Lingui is not loaded (the service worker's offline page): they hold
 * nothing but `{name}` placeholders (fillPlaceholders). A language's catalogue is read
 * the first time its page is asked for.
 */
export function offlineText(lang: Language, id: OfflineMessageId, values: Record<string, string> = {}) {
  let texts = read.get(lang);
  if (!texts) {
    texts = lang === 'en' ? offlineEn : { ...offlineEn, ...translationsOf(offlineTranslations[lang]) };
    read.set(lang, texts);
  }
  return fillPlaceholders(texts[id] ?? offlineEn[id], values);
}
