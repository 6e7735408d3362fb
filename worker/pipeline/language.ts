import { requestUrl } from '../requestUrl.ts';
import { getCookie } from 'hono/cookie';
import { decideLanguage, LANGUAGE_COOKIE } from '../language.ts';
import { reservationLanguage } from '../reservationLanguage.ts';
import { isFramePage } from '../../shared/routes/paths.ts';
import { isLanguage } from '../../shared/i18n/languages.ts';
import { createStep } from './appEnv.ts';
import { languageAlternates } from '../languageAlternates.ts';
import { addCookie, redirectTo } from './redirect.ts';

/**
 * DESIGN §5 steps 3 and 4 (SPEC §2): the page's language (`c.get('language')`), or a redirect that adds
 * `lang` to the URL. Frame pages are never redirected. The reservation is asked only when nothing
 * else decides.
 */
export const languageStep = createStep(async (c, next) => {
  const url = requestUrl(c.req.raw);
  const stored = getCookie(c, LANGUAGE_COOKIE);
  const needsReservationLanguage = !isLanguage(url.searchParams.get('lang')) && !isLanguage(stored);
  const language = decideLanguage(url, stored, c.req.header('accept-language') ?? null, {
    frame: isFramePage(url.pathname),
    reservationLanguage: needsReservationLanguage
      ? await reservationLanguage(
          url.pathname,
          c.get('upstreams')['webcc-api'],
          c.req.header('cf-connecting-ip'),
        )
      : undefined,
  });
  if (language.kind === 'redirect') return redirectTo(c, language.location, 302);
  addCookie(c, language.setCookie);
  c.set('language', language.lang);
  c.header('Content-Language', language.lang);
  await next();
  // The page's alternates, once it turned out to be one: not on a redirect a later step decided,
  // nor on the not-found page.
  const alternates = c.res.status === 200 ? languageAlternates(url) : null;
  if (alternates) c.res.headers.append('Link', alternates);
});
