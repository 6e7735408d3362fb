import { uiOriginOf } from './uiUrls.ts';
import type { Hono } from 'hono';
import type { SandboxAppEnv } from '../kit/env.ts';
import { originOf } from './context.ts';
import { ERRORS, errorAnswer } from './errors.ts';
import { allowedReturnTo } from './returnTo.ts';
import {
  clearedSessionCookie,
  currentSession,
  findSessionByToken,
  revokeSession,
  type SessionRow,
} from './sessions.ts';
import { wantsJson, objectOf, text } from './body.ts';
import { sha256Hex } from '../../shared/encoding/sha256.ts';

/** Logout: a browser fetches a logout URL (token bound to its session) and opens it; apps send their token. */
export function mountLogout(app: Hono<SandboxAppEnv>): void {
  app.get('/self-service/logout/browser', async (c) => {
    const db = c.env.DB;
    const origin = originOf(c);
    const returnTo = allowedReturnTo(c.req.query('return_to'), origin, uiOriginOf(c));
    if (returnTo === null) {
      return errorAnswer(c, db, ERRORS.returnToForbidden(c.req.query('return_to') ?? ''), { browser: true });
    }
    const current = await currentSession(c, db);
    if (!current) return c.json({ error: ERRORS.sessionInactive() }, 401);
    const token = current.session.logout_token;
    const url = new URL(`${origin}/self-service/logout`);
    url.searchParams.set('token', token);
    if (returnTo) url.searchParams.set('return_to', returnTo);
    return c.json({ logout_url: url.toString(), logout_token: token }, 200);
  });

  app.get('/self-service/logout', async (c) => {
    const db = c.env.DB;
    const origin = originOf(c);
    const returnTo = allowedReturnTo(c.req.query('return_to'), origin, uiOriginOf(c));
    if (returnTo === null) {
      return errorAnswer(c, db, ERRORS.returnToForbidden(c.req.query('return_to') ?? ''), { browser: true });
    }
    const token = c.req.query('token');
    if (!token)
      return errorAnswer(c, db, ERRORS.badRequest('Please include a token in the URL query.'), {
        browser: true,
      });
    const current = await currentSession(c, db);
    // Without a session there is nothing to end: Kratos completes the logout all the same.
    if (current) {
      if (current.session.logout_token !== token) {
        return errorAnswer(
          c,
          db,
          ERRORS.forbidden(
            'Unable to log out because the logout token in the URL query does not match the session cookie.',
          ),
          { browser: true },
        );
      }
      await revokeSession(db, current.session.id);
    } else {
      const session = await db
        .prepare('SELECT * FROM identity_sessions WHERE logout_token = ? AND active = 1')
        .bind(token)
        .first<SessionRow>();
      if (session) await revokeSession(db, session.id);
    }
    c.header('Set-Cookie', clearedSessionCookie(c), { append: true });
    if (wantsJson(c)) return c.body(null, 204);
    return c.redirect(returnTo ?? `${origin}/`, 303);
  });

  app.delete('/self-service/logout/api', async (c) => {
    const db = c.env.DB;
    const body: unknown = await c.req.json().catch(() => null);
    const token = text(objectOf(body).session_token);
    if (!token) return errorAnswer(c, db, ERRORS.badRequest('The session_token is missing.'));
    const session = await findSessionByToken(db, token);
    if (!session) {
      // api.json: a token revoked before is still 204; one that never existed is 403.
      const known = await db
        .prepare('SELECT id FROM identity_sessions WHERE token_hash = ?')
        .bind(await sha256Hex(token))
        .first();
      if (known) return c.body(null, 204);
      return errorAnswer(
        c,
        db,
        ERRORS.forbidden('Unable to log out because the session token is invalid or expired.'),
      );
    }
    await revokeSession(db, session.id);
    return c.body(null, 204);
  });
}
