import { isTokenPath } from '../shared/paths.ts';

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Headers every answer carries. Token paths send no Referer at all, other pages only their origin. */
export function baseSecurityHeaders(pathname: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Referrer-Policy': isTokenPath(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** The CSP of a page: scripts only with this request's nonce; frames only from configured ancestors. */
export function contentSecurityPolicy(nonce: string, frameAncestors: string, identityOrigin = ''): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${identityOrigin ? ` ${identityOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export function pageSecurityHeaders(
  pathname: string,
  nonce: string,
  frameAncestors: string,
  identityOrigin = '',
): Record<string, string> {
  return {
    ...baseSecurityHeaders(pathname),
    'Content-Security-Policy': contentSecurityPolicy(nonce, frameAncestors, identityOrigin),
  };
}
