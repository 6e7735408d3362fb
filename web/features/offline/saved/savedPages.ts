import { isWellFormedToken } from '../../../../shared/routes/paths.ts';
import { pageMatchAt } from '../../../../shared/routes/pageMatch.ts';

/** The portal's own static files and texts, public and the same for every guest: kept with the pages that load them. */
export const PORTAL_FILES = /^\/(assets|images|i18n|img)\//;

/**
 * The token of the reservation whose saved page `pathname` is (a page the route table marks
 * `keptOffline`), or null for every other page.
 */
export function reservationOfSavedPage(pathname: string): string | null {
  const page = pageMatchAt(pathname);
  const token = page?.facts.keptOffline ? page.params.token : undefined;
  return isWellFormedToken(token) ? token : null;
}
