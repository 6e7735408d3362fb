import { isLanguage, type Language } from '../shared/site/languages.ts';
import { textsOf } from '../web/i18n/catalog.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** The page's texts in its language; English if even reading the catalogue fails here. */
function errorTexts(lang: Language) {
  try {
    return textsOf('common', lang);
  } catch {
    return textsOf('common', 'en');
  }
}

/**
 * The last-resort answer when rendering itself failed: static, no scripts, in the language of the
 * request where one is known (issue 32: every error page in every language), else in English.
 */
export function serverErrorPage(requested?: string | null): string {
  const lang: Language = isLanguage(requested) ? requested : 'en';
  const texts = errorTexts(lang);
  const text = (id: string) => escapeHtml(texts[id] ?? '');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text('guest.internal.title')}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${text('guest.internal.title')}</h1><p>${text('error.generic')} ${text('error.apology')}</p><p><a href="/?lang=${lang}">${text('error.home')}</a></p></body></html>`;
}

/** Its own policy: it has no scripts, and its one inline style must not fall under a page's nonce policy. */
export const SERVER_ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
