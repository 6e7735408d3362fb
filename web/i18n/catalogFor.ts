import type { CatalogFor } from '../../shared/site/render.ts';
import { isFeature } from './catalog.ts';
import { compiledCatalog } from './catalogs.server.ts';

/** The worker's `/i18n/{lang}/{feature}.json`: one feature's compiled texts. */
export const catalogFor: CatalogFor = (lang, feature) =>
  isFeature(feature) ? compiledCatalog(lang, feature) : undefined;
