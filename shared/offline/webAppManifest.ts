import { pathTo } from '../routes/routePaths.ts';
import { fileOf } from '../routes/routePaths.ts';
import type { Language } from '../i18n/languages.ts';

/** The portal's own theme colour (`--thm` in web/styles/app.css), where no partner set one. */
export const DEFAULT_THEME_COLOR = '#0b5c63';

interface ManifestFacts {
  token: string;
  lang: Language;
  texts: { name: string; shortName: string; description: string };
  /** The partner's theme colour (`color-thm`), where the visit has one. */
  themeColor: string | undefined;
}

const ICONS = [
  { src: '/images/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/images/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/images/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The web app manifest of one reservation. "Add to home screen" opens the overview
 * of the reservation it was added from, in the language it was added in; each reservation is an
 * app of its own (`id`), so a second stay installs beside the first rather than replacing it.
 */
export function webAppManifest({ token, lang, texts, themeColor }: ManifestFacts) {
  const overview = pathTo('reservation', { token });
  return {
    id: overview,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang,
    dir: 'ltr',
    start_url: `${overview}?lang=${lang}`,
    scope: '/',
    display: 'standalone',
    theme_color: themeColor ?? DEFAULT_THEME_COLOR,
    background_color: '#ffffff',
    icons: ICONS,
  };
}

/** Where a reservation's pages link their manifest. */
export const webAppManifestPath = (token: string, lang: Language) =>
  `${fileOf('manifest', token)}?lang=${lang}`;
