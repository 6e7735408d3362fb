import type { I18n } from '@lingui/core';
import type { Catalogue } from './catalog.ts';

/** Where the browser fetches a catalogue's compiled texts; a URL naming its build may be cached for good. */
export function catalogueUrl(lang: string, catalogue: Catalogue, buildId: string | null): string {
  return `/i18n/${lang}/${catalogue}.json${buildId ? `?build=${buildId}` : ''}`;
}

let browser:
  { i18n: I18n; lang: string; buildId: string | null; loading: Map<Catalogue, Promise<void>> } | undefined;

/** The browser's i18n instance, which has no texts until `ensureMessages` loads them. */
export function registerBrowserMessages(i18n: I18n, lang: string, buildId: string | null) {
  browser = { i18n, lang, buildId, loading: new Map() };
}

/**
 * Before the page hydrates and before a route renders in the browser, the texts of its catalogues are
 * there: fetched once from the worker (compiled, cacheable per build; the page preloads its own).
 * On the server every text is at hand already.
 */
export async function ensureMessages(catalogues: readonly Catalogue[]): Promise<void> {
  if (!browser) return;
  const { i18n, lang, buildId, loading } = browser;
  const load = async (catalogue: Catalogue) => {
    const response = await fetch(catalogueUrl(lang, catalogue, buildId));
    if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
    i18n.load(lang, await response.json());
  };
  await Promise.all(
    catalogues.map((catalogue) => {
      // One request per catalogue, even when the page and its route ask at once; a failed one may be tried again.
      let loaded = loading.get(catalogue);
      if (!loaded) {
        loaded = load(catalogue).catch((error: unknown) => {
          loading.delete(catalogue);
          throw error;
        });
        loading.set(catalogue, loaded);
      }
      return loaded;
    }),
  );
}
