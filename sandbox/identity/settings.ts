import type { Submit } from './context.ts';
import { text } from './body.ts';
import { withUi } from './flows.ts';
import { flowAnswer } from './respond.ts';
import { missing } from './nodes.ts';
import { findIdentity, findIdentityByEmail, setPassword } from './identities.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { noStrategy } from './login.ts';
import { readTraits } from './traits.ts';
import { ERRORS, errorAnswer } from './errors.ts';
import { uiUrl, uiOriginOf } from './uiUrls.ts';
import { revokeOtherSessions } from './sessions.ts';
import { PRIVILEGED_MS } from './time.ts';
import type { UiText } from './flowTypes.ts';

const SAVED: UiText = { id: 1050001, text: 'Your changes have been saved!', type: 'success' };

const DUPLICATE: UiText = {
  id: 4000007,
  text: 'An account with the same identifier (email, phone, username, ...) exists already.',
  type: 'error',
};

/**
 * `POST /self-service/settings`: a new password (privileged session only; the identity's other
 * sessions end, as with Kratos' `revoke_active_sessions` hook) or profile traits.
 */
export async function submitSettings(s: Submit): Promise<Response> {
  const { c, db, flow, body, current } = s;
  const browser = flow.type === 'browser';
  if (!current) return errorAnswer(c, db, ERRORS.sessionInactive(), { browser });
  if (current.identity.id !== flow.identity_id)
    return errorAnswer(c, db, ERRORS.identityMismatch(), { browser });
  const identity = current.identity;
  const privileged = Date.now() - Date.parse(current.session.authenticated_at) < PRIVILEGED_MS;
  const refreshRequired = () => {
    const returnTo = encodeURIComponent(uiUrl(uiOriginOf(c), 'settings', flow.id));
    const to = `${uiOriginOf(c)}/login?refresh=true&return_to=${returnTo}`;
    return errorAnswer(c, db, ERRORS.refreshRequired(), { browser, extra: { redirect_browser_to: to } });
  };
  const method = text(body.method);

  if (method === 'password') {
    const password = text(body.password);
    if (!password) {
      return flowAnswer(c, db, withUi(flow, { nodeMessages: { password: [missing('password')] } }), 400, {
        identity,
      });
    }
    if (!privileged) return refreshRequired();
    const problem = passwordProblem(password);
    if (problem)
      return flowAnswer(c, db, withUi(flow, { nodeMessages: { password: [problem] } }), 400, { identity });
    await setPassword(db, identity.id, await hashPassword(password));
    // Whoever else held a session, perhaps with the old password, is signed out.
    await revokeOtherSessions(db, identity.id, current.session.id);
    return flowAnswer(c, db, withUi({ ...flow, state: 'success' }, { messages: [SAVED] }), 200, {
      identity: await findIdentity(db, identity.id),
    });
  }

  if (method === 'profile') {
    const { email, lang, values, nodeMessages } = readTraits(body.traits);
    if (Object.keys(nodeMessages).length) {
      return flowAnswer(c, db, withUi(flow, { values, nodeMessages }), 400, { identity });
    }
    const emailChanged = email.toLowerCase() !== identity.email.toLowerCase();
    // The e-mail is the identifier: changing it is as sensitive as the password.
    if (emailChanged && !privileged) return refreshRequired();
    if (emailChanged && (await findIdentityByEmail(db, email))) {
      return flowAnswer(c, db, withUi(flow, { values, messages: [DUPLICATE] }), 400, { identity });
    }
    const now = new Date().toISOString();
    await db
      .prepare(
        `UPDATE identities SET email = ?, lang = ?, updated_at = ?,
           verified_at = CASE WHEN ? THEN NULL ELSE verified_at END WHERE id = ?`,
      )
      .bind(email, lang, now, emailChanged ? 1 : 0, identity.id)
      .run();
    return flowAnswer(c, db, withUi({ ...flow, state: 'success' }, { messages: [SAVED] }), 200, {
      identity: await findIdentity(db, identity.id),
    });
  }

  return flowAnswer(c, db, withUi(flow, { messages: [noStrategy(4010004, 'update your settings')] }), 400, {
    identity,
  });
}
