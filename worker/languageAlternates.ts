import { LANGUAGES } from '../shared/i18n/languages.ts';

/**
 * The page in each of the portal's languages, as an HTTP `Link` header of
 * `hreflang` alternates: every page gets them without a byte in its HTML or its script, and a
 * search engine reads them as it reads `<link rel="alternate">`. `x-default` is the page without
 * `lang`, which the worker answers in the visitor's own language.
 */
export function languageAlternates(url: URL): string {
  const inLanguage = (lang: string | null) => {
    const alternate = new URL(url);
    alternate.hash = '';
    if (lang) alternate.searchParams.set('lang', lang);
    else alternate.searchParams.delete('lang');
    return alternate.href;
  };
  return [
    ...LANGUAGES.map((lang) => `<${inLanguage(lang)}>; rel="alternate"; hreflang="${lang}"`),
    `<${inLanguage(null)}>; rel="alternate"; hreflang="x-default"`,
  ].join(', ');
}
