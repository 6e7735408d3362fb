import { ROUTE_TABLE, type RouteFacts, type RouteNode } from './routeTable.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';

/** A page's facts: those of its own route over those of the routes around it (root first). */
export function pageFacts(handles: readonly (RouteFacts | undefined)[]): RouteFacts {
  return Object.assign({}, ...handles);
}

export interface CompiledRoute {
  id: string;
  segments: string[];
  depth: number;
  facts: RouteFacts;
}

function compile(nodes: readonly RouteNode[], parent: CompiledRoute): CompiledRoute[] {
  return nodes.flatMap((node) => {
    const route = {
      id: node.id,
      segments: [...parent.segments, ...(node.path ?? '').split('/').filter(Boolean)],
      depth: parent.depth + 1,
      facts: pageFacts([parent.facts, node.handle]),
    };
    // As in React Router, a layout without a path of its own is never a page by itself.
    const isPage = node.path !== undefined || node.index === true;
    return [...(isPage ? [route] : []), ...compile(node.children ?? [], route)];
  });
}

// Compiled once: a link or a request asks often, and matching the tree anew each time costs
// too much for a render (React Router's matchRoutes, measured in DECISION.md).
// Pure: a bundle that uses none of these rules (the service worker) leaves the table out.
const COMPILED = /* @__PURE__ */ compile(ROUTE_TABLE, { id: '', segments: [], depth: -1, facts: {} });

export const isParam = (segment: string) => segment.startsWith(':');

/** Each page's path as the table writes it (`/reservations/:token/arrival`), by route id. */
export const ROUTE_PATHS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map(
  COMPILED.map((route) => [route.id, `/${route.segments.join('/')}`]),
);

/** As the router matches: fixed segments in any case, a parameter any segment that is not empty. */
function matches(route: CompiledRoute, segments: string[]): boolean {
  return (
    route.segments.length === segments.length &&
    route.segments.every((segment, i) =>
      isParam(segment) ? segments[i] !== '' : segment === segments[i]?.toLowerCase(),
    )
  );
}

/**
 * The facts of the page at `pathname` (none where no page is), for code that holds a path but no
 * router. As in React Router, a fixed segment wins over a parameter, and a page over its layout.
 */
export function routeFactsAt(pathname: string): RouteFacts {
  return pageAt(pathname)?.facts ?? {};
}

/** Whether a page of the portal answers at `pathname` (else it is the not-found page). */
export function isKnownPage(pathname: string): boolean {
  return pageAt(pathname) !== undefined;
}

/**
 * Whether the page at `pathname` formats a date, an amount or a count as it first renders, so that
 * the browser loads the language's Intl data before hydrating it. The not-found page formats none.
 */
export function formatsOnLoadAt(pathname: string): boolean {
  const page = pageAt(pathname);
  return page !== undefined && page.facts.formatsOnLoad !== false;
}

/** The path the route table writes for the page at `pathname` (`/reservations/:token/pax`), if a page is there. */
export function routePathAt(pathname: string): string | undefined {
  const page = pageAt(pathname);
  return page && `/${page.segments.join('/')}`;
}

function pageAt(pathname: string): CompiledRoute | undefined {
  return pageOfSegments(pathname.split('/').filter(Boolean));
}

/** The page whose route matches these segments of a path, if any. */
export function pageOfSegments(segments: string[]): CompiledRoute | undefined {
  let best: CompiledRoute | undefined;
  let bestFixed = -1;
  for (const route of COMPILED) {
    if (!matches(route, segments)) continue;
    const fixed = route.segments.filter((segment) => !isParam(segment)).length;
    if (fixed > bestFixed || (fixed === bestFixed && route.depth > (best?.depth ?? -1))) {
      best = route;
      bestFixed = fixed;
    }
  }
  return best;
}

/**
 * The one path a page has. The router and the steps find a page in any case and with
 * repeated or trailing slashes, but the token rules (Referrer-Policy, redaction of logs, cache keys
 * and tracking) read the path as written: `/RESERVATIONS/{token}` must become
 * `/reservations/{token}` before any of them does. Fixed segments take the route table's case,
 * a parameter (a token) stays exactly as sent, a language prefix is lower-cased. Null where no
 * page answers, whose path no token rule gives a meaning.
 */
export function canonicalPagePath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const page = pageOfSegments(segments);
  if (page) return pathOf(page, segments);
  const [prefix = '', ...rest] = segments;
  const prefixed = accountPageWithoutLanguagePrefix(`/${prefix}/${rest.join('/')}`);
  const account = prefixed && pageOfSegments(rest);
  return account ? `/${prefixed.lang}${pathOf(account, rest)}` : null;
}

const pathOf = (page: CompiledRoute, segments: string[]) =>
  `/${page.segments.map((fixed, i) => (isParam(fixed) ? segments[i] : fixed)).join('/')}`;

/**
 * SPEC §2: account pages also answer under a language prefix (`/de/myaccount/bookings`), as the
 * page without it in that language. The prefix's language and the page's own path, or null where
 * the path has no such prefix.
 */
export function accountPageWithoutLanguagePrefix(
  pathname: string,
): { lang: Language; pathname: string } | null {
  const [, prefix, rest] = /^\/([^/]+)(\/.*)$/.exec(pathname) ?? [];
  const lang = prefix?.toLowerCase();
  if (!isLanguage(lang) || !rest || routeFactsAt(rest).area !== 'account') return null;
  return { lang, pathname: rest };
}

/**
 * Whether moving from the document loaded at `documentPath` to the page at `pathname` must load that
 * page anew: a document keeps the Permissions-Policy it came with, and only a page with `camera` is
 * sent one that lends it the camera.
 */
export function loadsCameraPageAnew(documentPath: string, pathname: string): boolean {
  return routeFactsAt(pathname).camera === true && routeFactsAt(documentPath).camera !== true;
}

/** SPEC §7: the page types tracking reports. */
export type TrackingPageType = 'reservations' | 'precheckin' | 'guestworld' | 'start';

export function trackingPageType(facts: RouteFacts): TrackingPageType {
  return facts.area ? 'guestworld' : (facts.tracking ?? 'start');
}
