import { isLanguage, type Language } from '../shared/i18n/languages.ts';
import type { CatalogFor } from '../shared/site/render.ts';
import { escapeHtml } from '../shared/encoding/escapeHtml.ts';
import { compiledText } from '../shared/i18n/compiledText.ts';

/** The shared texts in a language; English if even reading the catalogue fails here. */
function errorTexts(catalog: CatalogFor, lang: Language): Record<string, unknown> {
  try {
    return catalog(lang, 'common') ?? catalog('en', 'common') ?? {};
  } catch {
    return {};
  }
}

/**
 * The last-resort answer when rendering itself failed: static, no scripts, in the language of the
 * request where one is known (every error page in every language), else in English; the
 * English words stand in should the catalogue itself be what failed.
 */
export function serverErrorPage(catalog: CatalogFor, requested?: string | null): string {
  const lang: Language = isLanguage(requested) ? requested : 'en';
  const texts = errorTexts(catalog, lang);
  const text = (id: string, english: string) => escapeHtml(compiledText(texts[id]) ?? english);
  const title = text('guest.internal.title', 'Something went wrong');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text('error.generic', 'We could not show this page.')} ${text('error.apology', 'Sorry, something went wrong here. Thanks for your patience.')}</p><p><a href="/?lang=${lang}">${text('error.home', 'Go to the home page')}</a></p></body></html>`;
}

/** Its own policy: it has no scripts, and its one inline style must not fall under a page's nonce policy. */
export const SERVER_ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
