import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { CatalogFor } from '../shared/site/render.ts';
import { isLanguage } from '../shared/i18n/languages.ts';
import { compiledText } from '../shared/i18n/compiledText.ts';
import { isWellFormedToken } from '../shared/routes/paths.ts';
import { webAppManifest } from '../shared/offline/webAppManifest.ts';
import type { AppEnv } from './pipeline/appEnv.ts';
import { requestUrl } from './requestUrl.ts';
import { resolveTheme, THEME_COOKIE } from './theme.ts';

const TEXTS = {
  name: 'offline.app.name',
  shortName: 'offline.app.shortName',
  description: 'offline.app.description',
};

/** A text of the offline catalogue, which has no placeholders. */
function plainText(messages: Record<string, unknown> | undefined, id: string): string {
  const text = compiledText(messages?.[id]);
  if (text === undefined) throw new Error(`${id} is not plain text in the offline catalogue`);
  return text;
}

/**
 * `/reservations/:token/manifest.webmanifest`, linked from the reservation's pages
 * alone. It names no data of the booking (no look-up, nothing to guess at), only where the installed
 * app starts, so it is made for any well-formed token; `no-store`, as it is one guest's.
 */
export function webAppManifestRoute(catalog: CatalogFor) {
  return (c: Context<AppEnv>) => {
    const token = c.req.param('token');
    if (!isWellFormedToken(token)) return c.json({ error: 'not_found' }, 404);
    const url = requestUrl(c.req.raw);
    const asked = url.searchParams.get('lang');
    const lang = isLanguage(asked) ? asked : 'en';
    const messages = catalog(lang, 'offline');
    const texts = Object.fromEntries(
      Object.entries(TEXTS).map(([name, id]) => [name, plainText(messages, id)]),
    ) as Record<keyof typeof TEXTS, string>;
    // The partner's colour of this visit: the theme cookie, as the page itself is coloured.
    const themeColor = resolveTheme(new URL(url.origin), getCookie(c, THEME_COOKIE), c.get('log')).colors.thm;
    return c.body(JSON.stringify(webAppManifest({ token, lang, texts, themeColor })), 200, {
      'Content-Type': 'application/manifest+json',
      'Cache-Control': 'no-store',
    });
  };
}
