import type { Submit } from './context.ts';
import { objectOf, text } from './body.ts';
import { ERRORS } from './errors.ts';
import { withUi } from './flows.ts';
import { flowAnswer, flowError } from './respond.ts';
import { missing } from './nodes.ts';
import { findIdentityByEmail } from './identities.ts';
import { verifyPassword } from './passwords.ts';
import { startOidc } from './oidc.ts';
import { signedIn } from './signedIn.ts';
import { createSession, refreshSession } from './sessions.ts';
import type { UiText } from './flowTypes.ts';
import { giveBack, RULES, refusedByLimits } from './rateLimits.ts';
import { clientOf } from '../kit/clientAddress.ts';

const INVALID_CREDENTIALS: UiText = {
  id: 4000006,
  text: 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
  type: 'error',
};

export const noStrategy = (id: number, what: string): UiText => ({
  id,
  text: `Could not find a strategy to ${what}. Did you fill out the form correctly?`,
  type: 'error',
});

/** `POST /self-service/login`: password or social sign-in. */
export async function submitLogin(s: Submit): Promise<Response> {
  const { c, db, flow, body, current } = s;
  if (current && flow.refresh !== 1) return flowError(c, db, flow, ERRORS.sessionAlreadyAvailable());
  const method = text(body.method);
  if (method === 'oidc') return startOidc(s, text(objectOf(body.traits).lang));
  if (method !== 'password') {
    return flowAnswer(c, db, withUi(flow, { messages: [noStrategy(4010002, 'log you in with')] }), 400);
  }

  const identifier = text(body.identifier).trim();
  const password = text(body.password);
  const values = { identifier };
  if (!identifier || !password) {
    const nodeMessages: Record<string, UiText[]> = {};
    if (!identifier) nodeMessages.identifier = [missing('identifier')];
    if (!password) nodeMessages.password = [missing('password')];
    return flowAnswer(c, db, withUi(flow, { values, nodeMessages }), 400);
  }

  const client = clientOf(c);
  const limits = await refusedByLimits(c, db, flow.type === 'browser', [
    [RULES.signInPerClient, client],
    [RULES.signInPerClientAndIdentifier, `${client} ${identifier}`],
  ]);
  if ('refused' in limits) return limits.refused;
  const identity = await findIdentityByEmail(db, identifier);
  if (!(await verifyPassword(password, identity?.password_hash ?? null)) || !identity) {
    return flowAnswer(c, db, withUi(flow, { values, messages: [INVALID_CREDENTIALS] }), 400);
  }
  // Only wrong passwords count against the identifier: the right one gives its place back.
  const [, identifierHit] = limits.hits;
  if (identifierHit !== undefined) await giveBack(db, identifierHit);

  // Signing in again as the same identity renews the session's privileged window.
  if (current && current.identity.id === identity.id) {
    const session = await refreshSession(db, current.session, { method: 'password' });
    return signedIn(s, identity, session, undefined);
  }
  const { session, token } = await createSession(
    db,
    identity.id,
    { method: 'password' },
    c.req.header('user-agent'),
  );
  return signedIn(s, identity, session, token);
}
