import type { CatalogFor } from '../../shared/site/render.ts';
import { isCatalogue } from './catalog.ts';
import { compiledCatalog } from './catalogs.server.ts';

/** The worker's `/i18n/{lang}/{catalogue}.json`: one catalogue's compiled texts. */
export const catalogFor: CatalogFor = (lang, catalogue) =>
  isCatalogue(catalogue) ? compiledCatalog(lang, catalogue) : undefined;
