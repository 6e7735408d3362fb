import type { Hono } from 'hono';
import type { SandboxAppEnv } from '../kit/env.ts';
import { originOf, type IdentityContext } from './context.ts';
import { ERRORS, errorAnswer } from './errors.ts';
import {
  currentSession,
  revokeOtherSessions,
  revokeSession,
  sessionJson,
  type CurrentSession,
  type SessionRow,
} from './sessions.ts';
import { findIdentity } from './identities.ts';

const DEFAULT_PAGE_SIZE = 250;
const MAX_PAGE_SIZE = 1000;

async function requireSession(c: IdentityContext): Promise<CurrentSession | Response> {
  const current = await currentSession(c, c.env.DB);
  return current ?? errorAnswer(c, c.env.DB, ERRORS.sessionInactive());
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** `/sessions/*`: who is signed in, their other sessions, and the native apps' token exchange. */
export function mountSessions(app: Hono<SandboxAppEnv>): void {
  app.get('/sessions/whoami', async (c) => {
    const current = await requireSession(c);
    if (current instanceof Response) return current;
    c.header('X-Kratos-Authenticated-Identity-Id', current.identity.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(sessionJson(current.session, current.identity, originOf(c)), 200);
  });

  // Both of Kratos' paginations: per_page/page (page from 1; Kratos' legacy one counts from 0
  // too, so 0 is read as the first page) and page_size/page_token (the token is the next page).
  app.get('/sessions', async (c) => {
    const current = await requireSession(c);
    if (current instanceof Response) return current;
    const size = Math.min(
      positive(c.req.query('page_size') ?? c.req.query('per_page'), DEFAULT_PAGE_SIZE),
      MAX_PAGE_SIZE,
    );
    const page = c.req.query('page_token')
      ? positive(c.req.query('page_token'), 1)
      : positive(c.req.query('page'), 1);
    const db = c.env.DB;
    const where = 'identity_id = ? AND id != ? AND active = 1 AND expires_at > ?';
    const args = [current.identity.id, current.session.id, new Date().toISOString()];
    const total = await db
      .prepare(`SELECT COUNT(*) AS n FROM identity_sessions WHERE ${where}`)
      .bind(...args)
      .first<{ n: number }>();
    const { results } = await db
      .prepare(`SELECT * FROM identity_sessions WHERE ${where} ORDER BY issued_at DESC, id LIMIT ? OFFSET ?`)
      .bind(...args, size, (page - 1) * size)
      .all<SessionRow>();
    const count = total?.n ?? 0;
    c.header('X-Total-Count', String(count));
    if (page * size < count) {
      const next = new URL(c.req.url);
      next.searchParams.delete('per_page');
      next.searchParams.delete('page');
      next.searchParams.set('page_size', String(size));
      next.searchParams.set('page_token', String(page + 1));
      c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
    }
    return c.json(
      results.map((s) => sessionJson(s, current.identity, originOf(c))),
      200,
    );
  });

  app.delete('/sessions', async (c) => {
    const current = await requireSession(c);
    if (current instanceof Response) return current;
    const count = await revokeOtherSessions(c.env.DB, current.identity.id, current.session.id);
    return c.json({ count }, 200);
  });

  app.delete('/sessions/:id', async (c) => {
    const current = await requireSession(c);
    if (current instanceof Response) return current;
    const id = c.req.param('id');
    if (id === current.session.id) {
      return errorAnswer(
        c,
        c.env.DB,
        ERRORS.badRequest('You can not revoke the current session using this endpoint.'),
      );
    }
    const target = await c.env.DB.prepare('SELECT id FROM identity_sessions WHERE id = ? AND identity_id = ?')
      .bind(id, current.identity.id)
      .first<{ id: string }>();
    if (!target) return errorAnswer(c, c.env.DB, ERRORS.notFound('The session could not be found.'));
    await revokeSession(c.env.DB, id);
    return c.body(null, 204);
  });

  app.get('/sessions/token-exchange', async (c) => {
    const db = c.env.DB;
    const initCode = c.req.query('init_code');
    const returnToCode = c.req.query('return_to_code');
    if (!initCode || !returnToCode) {
      return errorAnswer(c, db, ERRORS.badRequest('init_code and return_to_code are required.'));
    }
    const row = await db
      .prepare(
        `SELECT session_id, session_token FROM identity_token_exchanges
         WHERE init_code = ? AND return_to_code = ? AND used_at IS NULL AND session_token IS NOT NULL`,
      )
      .bind(initCode, returnToCode)
      .first<{ session_id: string; session_token: string }>();
    const claimed = row
      ? await db
          .prepare(
            'UPDATE identity_token_exchanges SET used_at = ?, session_token = NULL WHERE init_code = ? AND used_at IS NULL',
          )
          .bind(new Date().toISOString(), initCode)
          .run()
      : null;
    const session = row
      ? await db
          .prepare('SELECT * FROM identity_sessions WHERE id = ?')
          .bind(row.session_id)
          .first<SessionRow>()
      : null;
    const identity = session ? await findIdentity(db, session.identity_id) : null;
    if (!row || claimed?.meta.changes !== 1 || !session || !identity) {
      return errorAnswer(
        c,
        db,
        ERRORS.notFound('The session token exchange code is unknown or was already used.'),
      );
    }
    return c.json(
      { session: sessionJson(session, identity, originOf(c)), session_token: row.session_token },
      200,
    );
  });
}
