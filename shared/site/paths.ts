import { FRAME_PAGES_PATH } from './routeTable.ts';
import { routeFactsAt } from './routeFacts.ts';

/** Frame pages skip auth, tracking and the language redirect (SPEC §2). */
export function isFramePage(pathname: string): boolean {
  return pathname.startsWith(`/${FRAME_PAGES_PATH}/`);
}

/**
 * The canonical step (worker/pipeline/canonicalPath.ts) redirects a page to its one path before
 * any rule reads it; this pattern is as lenient as the router anyway (any case, repeated slashes),
 * so a path that reaches a log another way still loses its token. An invited traveller's token
 * (issue 31) follows `precheckins/invite`.
 */
const TOKEN_PATH =
  /^\/+(reservations|precheckins\/+invite(?=\/+[^/])|precheckins|myaccount\/+wishlists)\/+(?!(?:iframepages|management)(?:\/|$))[^/]+/i;

/** Paths that carry a secret token: never logged as they are, never sent as a Referer. */
export function isTokenPath(pathname: string): boolean {
  return TOKEN_PATH.test(pathname);
}

/** The path with any token replaced, for logs and error reports. */
export function redactPath(pathname: string): string {
  return pathname.replace(
    TOKEN_PATH,
    (_match, section: string) => `/${section.replace(/\/+/g, '/')}/[token]`,
  );
}

/** Reservation, pre-check-in, invite and wishlist tokens: 128 random bits or more, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export function isWellFormedToken(value: string | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** SPEC §2: the login layout's pages. */
export function isLoginPage(pathname: string): boolean {
  return routeFactsAt(pathname).layout === 'login';
}
