import { isWellFormedToken } from '../../../../shared/site/paths.ts';

/**
 * The pages of a reservation kept on the device once its guest opened them (issue 30 point 4): the
 * overview and the arrival page (`reservations/:token` and its `arrival` child in the route table).
 */
const SAVED_PAGE = /^\/reservations\/([^/]+)(?:\/arrival)?$/;

/**
 * A reservation's own calls, by the token in their path: its data, voucher, arrival and documents.
 * Calls keyed by the booking number (changes, payments) are never kept.
 */
const RESERVATION_CALL = /^\/webcc-api\/v1\/booking\/reservations\/(?:voucher\/)?([^/]+)(?:\/[^/]+)*$/;

/** The portal's own static files and texts, public and the same for every guest: kept with the pages that load them. */
export const PORTAL_FILES = /^\/(assets|images|i18n|img)\//;

const tokenIn = (pattern: RegExp, pathname: string): string | null => {
  const token = pattern.exec(pathname)?.[1];
  return isWellFormedToken(token) ? token : null;
};

/** The token of the reservation whose saved page `pathname` is, or null for every other page. */
export function reservationOfSavedPage(pathname: string): string | null {
  return tokenIn(SAVED_PAGE, pathname);
}

/** The token of the reservation a same-origin call belongs to, or null. */
export function reservationOfCall(pathname: string): string | null {
  return tokenIn(RESERVATION_CALL, pathname);
}
