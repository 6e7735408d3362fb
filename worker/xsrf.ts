import { timingSafeEqual } from 'hono/utils/buffer';
import { siteCookie } from '../shared/site/siteCookie.ts';

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

/** A mutating call passes only with the header equal to the cookie, compared in constant time. */
export async function passesXsrfCheck(
  method: string,
  cookie: string | undefined,
  header: string | undefined,
): Promise<boolean> {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  return !!cookie && !!header && (await timingSafeEqual(cookie, header));
}
