/** Tokens live in paths: a page whose path holds one sends no Referer at all, other pages only their origin. */
export const REFERRER_POLICY = { tokenPath: 'no-referrer', otherPath: 'strict-origin-when-cross-origin' };

export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

interface PageCspSources {
  /** The request's nonce as a source expression (`'nonce-…'`). */
  nonce: string;
  frameAncestors: string;
  /** The identity service's origin when it is not this one; empty otherwise. */
  identityOrigin: string;
  /** The configured tag manager's, reporting service's and feedback widget's origins (reporting/telemetrySettings.ts). */
  telemetry?: Partial<Record<'scriptSrc' | 'styleSrc' | 'imgSrc' | 'connectSrc', string[]>>;
}

const withSources = (base: string, extra: string[] | undefined) =>
  extra?.length ? `${base} ${extra.join(' ')}` : base;

/** The CSP of a page, directive by directive: scripts only with this request's nonce; frames only from configured ancestors. */
export function pageCspDirectives({ nonce, frameAncestors, identityOrigin, telemetry = {} }: PageCspSources) {
  return {
    defaultSrc: "'self'",
    scriptSrc: withSources(`${nonce} 'strict-dynamic'`, telemetry.scriptSrc),
    styleSrc: withSources(`'self' ${nonce}`, telemetry.styleSrc),
    imgSrc: withSources("'self' data:", telemetry.imgSrc),
    fontSrc: "'self'",
    connectSrc: withSources(identityOrigin ? `'self' ${identityOrigin}` : "'self'", telemetry.connectSrc),
    // The boot script's Intl warm-up (web/app/warmIntl.ts), made from a blob, the service worker
    // (`/sw.js`) and the passport scan's reader (web/features/passportScan/reader/), which runs in a
    // worker from this origin's /assets/. The manifest is this origin's (`default-src`).
    workerSrc: "blob: 'self'",
    objectSrc: "'none'",
    baseUri: "'none'",
    formAction: "'self'",
    frameAncestors,
  };
}

export type PageCspDirective = keyof ReturnType<typeof pageCspDirectives>;

/** The page's CSP as the one header value a browser receives (hono/secure-headers writes it the same way). */
export function contentSecurityPolicy(nonce: string, frameAncestors: string, identityOrigin = ''): string {
  return Object.entries(pageCspDirectives({ nonce: `'nonce-${nonce}'`, frameAncestors, identityOrigin }))
    .map(([directive, sources]) => `${directive.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources}`)
    .join('; ');
}

/**
 * A picture opened on its own runs nothing and loads nothing: an SVG can hold script, and a
 * picture host's file is not the portal's to vouch for. For `/img` and the pictures the API proxy
 * passes on alike.
 */
export const PICTURE_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
};
