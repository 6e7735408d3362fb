import type { Context, MiddlewareHandler } from 'hono';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { currentSession } from '../identity/sessions.ts';
import type { IdentityRow } from '../identity/identities.ts';
import { guestworldError } from './errors.ts';

export type SignedInEnv = SandboxAppEnv & { Variables: { identity: IdentityRow } };

/**
 * guestworld-api trusts the identity service's session (SPEC §6): the browser's Ory session
 * cookie, or a native app's `X-Session-Token`. Without an active one: 401 with a JSON error.
 */
export function requireSession(database: () => D1Database): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const current = await currentSession(c as Context, database());
    if (!current) return guestworldError(c, 401, 'invalidAccount', 'No active session');
    c.set('identity', current.identity);
    await next();
  };
}
