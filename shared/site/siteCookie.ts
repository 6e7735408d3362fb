import { generateCookie } from 'hono/cookie';

type CookieOptions = NonNullable<Parameters<typeof generateCookie>[2]>;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Cookies that also work when a partner frames the portal: SameSite=None with Secure wherever the
 * browser counts the origin as secure (https, and loopback for local work), and Partitioned
 * (CHIPS), which browsers that block third-party cookies still keep for a frame, per top-level
 * site. Lax where the origin is not secure.
 */
export function siteCookie(
  url: URL,
  name: string,
  value: string,
  options: Omit<CookieOptions, 'secure' | 'sameSite'> = {},
): string {
  const secure = url.protocol === 'https:' || LOOPBACK.has(url.hostname);
  return generateCookie(name, value, {
    path: '/',
    ...options,
    secure,
    sameSite: secure ? 'None' : 'Lax',
    partitioned: secure,
  });
}
