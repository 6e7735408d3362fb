import { FRAME_PAGES_PATH, RESERVATION_TRACKING_SECTION } from './routeTable.ts';
import { routeFactsAt } from './routeFacts.ts';
import { ROUTE_PATHS } from './routePaths.ts';

/** Frame pages skip auth, tracking and the language redirect (SPEC §2). */
export function isFramePage(pathname: string): boolean {
  return pathname.startsWith(`/${FRAME_PAGES_PATH}/`);
}

/**
 * The fixed segments before each page's `:token` (`reservations`, `precheckins/invite`, …), longest
 * first, and the fixed segments that stand where a token would (`precheckins/iframepages`): a page
 * whose route has a `:token` is a secret link.
 */
function tokenSections(paths: Iterable<string>) {
  const sections = new Set<string>();
  const split = [...paths].map((path) => path.split('/').filter(Boolean));
  for (const segments of split) {
    const at = segments.indexOf(':token');
    if (at > 0) sections.add(segments.slice(0, at).join('/'));
  }
  const fixedAtToken = new Set([RESERVATION_TRACKING_SECTION]);
  for (const segments of split)
    for (const section of sections) {
      const length = section.split('/').length;
      const next = segments[length];
      if (segments.slice(0, length).join('/') === section && next && !next.startsWith(':') && segments[length + 1] !== ':token')
        fixedAtToken.add(next);
    }
  return { sections: [...sections].sort((a, b) => b.length - a.length), fixedAtToken: [...fixedAtToken] };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function tokenPathPattern(): RegExp {
  const { sections, fixedAtToken } = tokenSections(ROUTE_PATHS.values());
  const section = sections.map((fixed) => fixed.split('/').map(escape).join('/+')).join('|');
  const fixed = fixedAtToken.map(escape).join('|');
  // As lenient as the router (any case, repeated slashes), so a path that reaches a log another way
  // still loses its token; the canonical step redirects a page to its one path before any rule reads it.
  return new RegExp(`^/+(${section})/+(?!(?:${fixed})(?:/|$))[^/]+`, 'i');
}

const TOKEN_PATH = /* @__PURE__ */ tokenPathPattern();

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
