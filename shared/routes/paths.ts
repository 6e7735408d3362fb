import { FRAME_PAGES_PATH, RESERVATION_TRACKING_SECTION } from './routeTable.ts';
import { routeFactsAt } from './routeFacts.ts';
import { ROUTE_PATHS } from './routePaths.ts';

/** Frame pages skip auth, tracking and the language redirect (SPEC §2). */
export function isFramePage(pathname: string): boolean {
  return pathname.startsWith(`/${FRAME_PAGES_PATH}/`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path that names a page whose route has a `:token`: the fixed segments before it
 * (`reservations`, `precheckins/invite`, …, longer first), then any segment but one that is fixed
 * there in another route (`precheckins/iframepages`) or tracking's (`reservations/management`).
 */
export function tokenPathPattern(): RegExp {
  const paths = [...ROUTE_PATHS.values()];
  const sections = [...new Set(paths.flatMap((path) => (/^\/(.+?)\/:token/.exec(path) ?? []).slice(1)))];
  const fixed = new Set([RESERVATION_TRACKING_SECTION]);
  for (const section of sections)
    for (const path of paths) {
      const next = path.startsWith(`/${section}/`) ? path.slice(section.length + 2).split('/') : [];
      if (next[0] && !next[0].startsWith(':') && next[1] !== ':token') fixed.add(next[0]);
    }
  const section = sections
    .sort((a, b) => b.length - a.length)
    .map((fixed) => fixed.split('/').map(escape).join('/+'))
    .join('|');
  // As lenient as the router (any case, repeated slashes), so a path that reaches a log another way
  // still loses its token; the canonical step redirects a page to its one path before any rule reads it.
  return new RegExp(`^/+(${section})/+(?!(?:${[...fixed].map(escape).join('|')})(?:/|$))[^/]+`, 'i');
}

// The browser's build writes the pattern in (scripts/build/buildClient.ts), so that pages do not carry
// the code that makes it; the worker and the tests make it from the table.
declare const BUILT_TOKEN_PATH: string | undefined;
const TOKEN_PATH =
  typeof BUILT_TOKEN_PATH === 'string'
    ? new RegExp(BUILT_TOKEN_PATH, 'i')
    : /* @__PURE__ */ tokenPathPattern();

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
