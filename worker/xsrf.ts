import { siteCookie } from './cookies.ts';

/** SPEC §9: the double-submit pair that guards every mutating call to the product APIs. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newXsrfCookie(url: URL): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const token = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
  // Readable by the page's script, which copies it into the header. Another site may make the
  // browser send the cookie (SameSite=None keeps framed pages working) but can never read it.
  return siteCookie(url, XSRF_COOKIE, token);
}

function equalInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** A mutating call passes only with the header equal to the cookie. */
export function passesXsrfCheck(
  method: string,
  cookie: string | undefined,
  header: string | undefined,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  return !!cookie && !!header && equalInConstantTime(cookie, header);
}
