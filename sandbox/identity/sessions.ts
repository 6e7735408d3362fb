import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { D1Database } from '../kit/env.ts';
import { siteCookie } from '../../shared/site/siteCookie.ts';
import { findIdentity, identityJson, type IdentityRow } from './identities.ts';
import { randomSecret } from '../kit/secrets.ts';
import { sha256Hex } from '../../shared/encoding/sha256.ts';
import { iso, SESSION_TTL_MS } from './time.ts';

const SESSION_COOKIE = 'ory_kratos_session';

interface AuthMethod {
  method: 'password' | 'oidc' | 'code_recovery';
  aal: 'aal1';
  completed_at: string;
  provider?: string;
}

export interface SessionRow {
  id: string;
  identity_id: string;
  token_hash: string;
  logout_token: string;
  active: number;
  authentication_methods: string;
  authenticated_at: string;
  issued_at: string;
  expires_at: string;
  device_id: string;
  user_agent: string | null;
}

export interface CurrentSession {
  session: SessionRow;
  identity: IdentityRow;
  /** Where the credential came from: the cookie (browser) or a token header (api). */
  via: 'cookie' | 'token';
}

/** A new session for an identity; the token is returned once and only its hash is kept. */
export async function createSession(
  db: D1Database,
  identityId: string,
  method: Omit<AuthMethod, 'aal' | 'completed_at'>,
  userAgent: string | undefined,
): Promise<{ session: SessionRow; token: string }> {
  const now = Date.now();
  const token = `ory_st_${randomSecret()}`;
  const session: SessionRow = {
    id: crypto.randomUUID(),
    identity_id: identityId,
    token_hash: await sha256Hex(token),
    logout_token: `ory_lo_${randomSecret()}`,
    active: 1,
    authentication_methods: JSON.stringify([{ ...method, aal: 'aal1', completed_at: iso(now) }]),
    authenticated_at: iso(now),
    issued_at: iso(now),
    expires_at: iso(now + SESSION_TTL_MS),
    device_id: crypto.randomUUID(),
    user_agent: userAgent ?? null,
  };
  await db
    .prepare(
      `INSERT INTO identity_sessions (id, identity_id, token_hash, logout_token, active, authentication_methods,
         authenticated_at, issued_at, expires_at, device_id, user_agent)
       VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      session.id,
      identityId,
      session.token_hash,
      session.logout_token,
      session.authentication_methods,
      session.authenticated_at,
      session.issued_at,
      session.expires_at,
      session.device_id,
      session.user_agent,
    )
    .run();
  return { session, token };
}

/** A sign-in again with `refresh=true`: the same session, authenticated now (privileged again). */
export async function refreshSession(
  db: D1Database,
  session: SessionRow,
  method: Omit<AuthMethod, 'aal' | 'completed_at'>,
): Promise<SessionRow> {
  const now = iso(Date.now());
  const methods = [
    ...(JSON.parse(session.authentication_methods) as AuthMethod[]),
    { ...method, aal: 'aal1', completed_at: now },
  ];
  const refreshed = { ...session, authenticated_at: now, authentication_methods: JSON.stringify(methods) };
  await db
    .prepare('UPDATE identity_sessions SET authenticated_at = ?, authentication_methods = ? WHERE id = ?')
    .bind(now, refreshed.authentication_methods, session.id)
    .run();
  return refreshed;
}

/** The credential a request carries: the session cookie, else `X-Session-Token`, else a bearer token. */
function credentialOf(c: Context): { token: string; via: 'cookie' | 'token' } | undefined {
  const cookie = getCookie(c, SESSION_COOKIE);
  if (cookie) return { token: cookie, via: 'cookie' };
  const header = c.req.header('x-session-token');
  if (header) return { token: header, via: 'token' };
  const bearer = /^bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return bearer ? { token: bearer, via: 'token' } : undefined;
}

export async function findSessionByToken(db: D1Database, token: string): Promise<SessionRow | null> {
  return db
    .prepare('SELECT * FROM identity_sessions WHERE token_hash = ? AND active = 1 AND expires_at > ?')
    .bind(await sha256Hex(token), new Date().toISOString())
    .first<SessionRow>();
}

/** The request's active, unexpired session with its identity, or null. */
export async function currentSession(c: Context, db: D1Database): Promise<CurrentSession | null> {
  const credential = credentialOf(c);
  if (!credential) return null;
  const session = await findSessionByToken(db, credential.token);
  const identity = session ? await findIdentity(db, session.identity_id) : null;
  return session && identity ? { session, identity, via: credential.via } : null;
}

export async function revokeSession(db: D1Database, sessionId: string): Promise<void> {
  await db.prepare('UPDATE identity_sessions SET active = 0 WHERE id = ?').bind(sessionId).run();
}

/**
 * Kratos' `revoke_active_sessions`: every other session of the identity ends, the one given stays.
 * Answers how many ended.
 */
export async function revokeOtherSessions(db: D1Database, identityId: string, keep: string): Promise<number> {
  const result = await db
    .prepare('UPDATE identity_sessions SET active = 0 WHERE identity_id = ? AND id != ? AND active = 1')
    .bind(identityId, keep)
    .run();
  return result.meta.changes;
}

const sessionCookie = (c: Context, token: string): string =>
  siteCookie(new URL(c.req.url), SESSION_COOKIE, token, {
    httpOnly: true,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });

export const clearedSessionCookie = (c: Context): string =>
  siteCookie(new URL(c.req.url), SESSION_COOKIE, '', { httpOnly: true, maxAge: 0 });

export function setSessionCookie(c: Context, token: string): void {
  c.header('Set-Cookie', sessionCookie(c, token), { append: true });
}

/** Kratos' `session`. */
export function sessionJson(session: SessionRow, identity: IdentityRow, origin: string) {
  const expired = Date.parse(session.expires_at) <= Date.now();
  return {
    id: session.id,
    active: session.active === 1 && !expired,
    expires_at: session.expires_at,
    authenticated_at: session.authenticated_at,
    authenticator_assurance_level: 'aal1' as const,
    authentication_methods: JSON.parse(session.authentication_methods) as AuthMethod[],
    issued_at: session.issued_at,
    identity: identityJson(identity, origin),
    devices: [
      {
        id: session.device_id,
        ip_address: '',
        user_agent: session.user_agent ?? '',
        location: '',
      },
    ],
  };
}
