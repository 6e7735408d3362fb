import { siteCookie } from '../shared/site/siteCookie.ts';
import { chooseLanguage, isLanguage, type Language } from '../shared/i18n/languages.ts';
import { sitePath } from '../shared/routes/sitePath.ts';
import { accountPageWithoutLanguagePrefix } from '../shared/routes/routeFacts.ts';

export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

type LanguageDecision =
  { kind: 'redirect'; location: string } | { kind: 'use'; lang: Language; setCookie?: string };

/**
 * SPEC §2: `lang` stays on every URL (frame pages aside). A URL without a supported `lang` is sent
 * to itself with one: the stored language, else the reservation's, else the browser's, else English.
 * A `lang` in the URL
 * becomes the stored language. An account page under a language prefix is sent to its own path.
 */
export function decideLanguage(
  url: URL,
  storedLanguage: string | undefined,
  acceptLanguage: string | null,
  options: { frame: boolean; reservationLanguage?: string },
): LanguageDecision {
  const requested = url.searchParams.get('lang');
  const prefixed = accountPageWithoutLanguagePrefix(url.pathname);
  if (prefixed) {
    // The page's one address, its query kept: a `lang` of the query is the one in force.
    const target = new URL(url);
    target.pathname = prefixed.pathname;
    if (!isLanguage(requested)) target.searchParams.set('lang', prefixed.lang);
    return { kind: 'redirect', location: sitePath(target) };
  }
  if (isLanguage(requested)) {
    if (requested === storedLanguage) return { kind: 'use', lang: requested };
    return { kind: 'use', lang: requested, setCookie: languageCookie(requested, url) };
  }
  const chosen = chooseLanguage({
    stored: storedLanguage,
    reservation: options.reservationLanguage,
    acceptLanguage,
  });
  if (options.frame) return { kind: 'use', lang: chosen };
  const target = new URL(url);
  target.searchParams.set('lang', chosen);
  return { kind: 'redirect', location: sitePath(target) };
}

function languageCookie(lang: Language, url: URL): string {
  return siteCookie(url, LANGUAGE_COOKIE, lang, { maxAge: ONE_YEAR_S, httpOnly: true });
}
