import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { siteCookie } from '../../shared/site/siteCookie.ts';
import { timingSafeEqual } from 'hono/utils/buffer';
import { randomSecret } from '../kit/secrets.ts';
import { text, type Body } from './body.ts';

/**
 * The anti-CSRF cookie of browser flows (double submit): every browser flow's hidden
 * `csrf_token` node holds its value, and a submit must send it back.
 */
const CSRF_COOKIE = 'csrf_token';
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The browser's csrf value, set now if it has none yet. */
export function ensureCsrf(c: Context): string {
  const existing = getCookie(c, CSRF_COOKIE);
  if (existing) return existing;
  const value = randomSecret();
  c.header(
    'Set-Cookie',
    siteCookie(new URL(c.req.url), CSRF_COOKIE, value, { httpOnly: true, maxAge: ONE_YEAR }),
    {
      append: true,
    },
  );
  return value;
}

export async function passesCsrf(c: Context, body: Body): Promise<boolean> {
  const cookie = getCookie(c, CSRF_COOKIE);
  const sent = text(body.csrf_token);
  return Boolean(cookie) && Boolean(sent) && (await timingSafeEqual(cookie ?? '', sent));
}
