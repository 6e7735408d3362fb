import type { Context } from 'hono';
import type { AppEnv } from './appEnv.ts';

/**
 * A step's redirect, with the cookies earlier steps set. Never cached: it was decided from the
 * visitor's language and cookies. The status may be any 3xx a page's configuration names, which
 * Hono's status type does not list; a Response as the init carries it.
 */
export function redirectTo(c: Context<AppEnv>, location: string, status: number): Response {
  return c.body(
    null,
    new Response(null, {
      status,
      headers: { Location: location, 'Cache-Control': 'no-store', Vary: 'Accept-Language, Cookie' },
    }),
  );
}

/** A cookie for the answer, whichever the pipeline gives: the page or a redirect. */
export function addCookie(c: Context<AppEnv>, cookie: string | undefined): void {
  if (cookie) c.header('Set-Cookie', cookie, { append: true });
}
