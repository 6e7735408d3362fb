import type { I18n } from '@lingui/core';
import type { Feature } from './catalog.ts';

let browser: { i18n: I18n; lang: string; buildId: string | null; loaded: Set<Feature> } | undefined;

/** The browser's i18n instance and the features its page arrived with. */
export function registerBrowserMessages(
  i18n: I18n,
  lang: string,
  buildId: string | null,
  loaded: readonly Feature[],
) {
  browser = { i18n, lang, buildId, loaded: new Set(loaded) };
}

/**
 * Before a route renders in the browser, the texts of its features are there: fetched once from
 * the worker (compiled, cacheable per build). On the server every text is at hand already.
 */
export async function ensureMessages(features: readonly Feature[]): Promise<void> {
  if (!browser) return;
  const { i18n, lang, buildId, loaded } = browser;
  await Promise.all(
    features
      .filter((feature) => !loaded.has(feature))
      .map(async (feature) => {
        const response = await fetch(`/i18n/${lang}/${feature}.json${buildId ? `?build=${buildId}` : ''}`);
        if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
        i18n.load(lang, await response.json());
        loaded.add(feature);
      }),
  );
}
