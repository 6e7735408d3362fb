/**
 * The session's rules that every page and the worker need (SPEC §2, §3, §6): whether a session
 * cookie is there, whether a page checks the session, where a device keeps its lists. The sign-in
 * forms' own rules load with the forms (signIn.ts).
 */
import { routeFactsAt } from '../routes/routeFacts.ts';

export type AuthTarget = 'wishlists' | 'bookings' | 'profile';

/** SPEC §2: the session check is skipped without a session cookie, unless forced; these paths never need it. */
export function sessionCheckNeeded(pathname: string, hasSessionCookie: boolean, forced = false): boolean {
  if (routeFactsAt(pathname).skipsSessionCheck) return false;
  return hasSessionCookie || forced;
}

/** Kratos names its session cookie `ory_kratos_session` (self-hosted) or `ory_session_{slug}` (Ory Network). */
const SESSION_COOKIE = /(?:^|;\s*)ory_(?:kratos_)?session[^=]*=/;
const SESSION_COOKIE_NAME = /^ory_(?:kratos_)?session/;

/** SPEC §2: whether the browser holds a session cookie, so the session check is worth making. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}

/** SPEC §3: bookmarks in local storage, the last-used wishlist in session storage. */
export const BOOKMARKS_STORAGE_KEY = 'bookmarks';
export const LAST_WISHLIST_STORAGE_KEY = 'lastUsedWishlist';

/** Only the identity session's cookies of a Cookie header (SPEC §6: guestworld-api trusts that session). */
export function sessionCookiesOf(cookieHeader: string | null | undefined): string {
  return (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => SESSION_COOKIE_NAME.test(pair))
    .join('; ');
}
