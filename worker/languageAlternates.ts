import { LANGUAGES } from '../shared/i18n/languages.ts';
import { pageMatchAt } from '../shared/routes/pageMatch.ts';
import { isFramePage, isTokenPath } from '../shared/routes/paths.ts';

/**
 * The page in each of the portal's languages, as an HTTP `Link` header of `hreflang` alternates:
 * every page gets them without a byte in its HTML or its script, and a search engine reads them as
 * it reads `<link rel="alternate">`. `x-default` is the page without `lang`, which the worker
 * answers in the visitor's own language.
 *
 * Only a page of the route table has them, each built from its path and `lang` alone: the request's
 * other parameters (a partner's jwt, anything a link carries) are not the page's, and repeating the
 * whole URL eleven times made a long one's headers tens of kilobytes. A secret link's page has none
 * (its alternates would only repeat the token, eleven times over), nor a frame page.
 */
export function languageAlternates({ origin, pathname }: URL): string | null {
  if (!pageMatchAt(pathname) || isTokenPath(pathname) || isFramePage(pathname)) return null;
  const page = `${origin}${pathname}`;
  return [
    ...LANGUAGES.map((lang) => `<${page}?lang=${lang}>; rel="alternate"; hreflang="${lang}"`),
    `<${page}>; rel="alternate"; hreflang="x-default"`,
  ].join(', ');
}
