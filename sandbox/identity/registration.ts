import type { Submit } from './context.ts';
import { objectOf, text } from './body.ts';
import { ERRORS } from './errors.ts';
import { createFlow, saveFlow, withUi } from './flows.ts';
import { flowAnswer, flowError } from './respond.ts';
import { missing } from './nodes.ts';
import { createIdentity, findIdentityByEmail, identityJson, providersOf } from './identities.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { startOidc } from './oidc.ts';
import { duplicate } from './duplicate.ts';
import { noStrategy } from './login.ts';
import { readTraits } from './traits.ts';
import { createSession, sessionJson, setSessionCookie } from './sessions.ts';
import { wantsJson } from './body.ts';
import { issueCode } from './codes.ts';
import { mailCode } from './mails.ts';
import { uiUrl, uiOriginOf } from './uiUrls.ts';
import { CODE_SENT } from './verification.ts';

/** `POST /self-service/registration`: a new account by password (then verification), or social. */
export async function submitRegistration(s: Submit): Promise<Response> {
  const { c, db, flow, body, current, origin } = s;
  const browser = flow.type === 'browser';
  if (current) return flowError(c, db, flow, ERRORS.sessionAlreadyAvailable());
  const method = text(body.method);
  if (method === 'oidc') return startOidc(s, text(objectOf(body.traits).lang));
  if (method !== 'password') {
    return flowAnswer(c, db, withUi(flow, { messages: [noStrategy(4010003, 'sign you up with')] }), 400);
  }

  const { email, lang, values, nodeMessages } = readTraits(body.traits);
  const password = text(body.password);
  if (!password) nodeMessages.password = [missing('password')];
  else if (!nodeMessages['traits.email']) {
    const problem = passwordProblem(password);
    if (problem) nodeMessages.password = [problem];
  }
  if (Object.keys(nodeMessages).length) return flowAnswer(c, db, withUi(flow, { values, nodeMessages }), 400);

  const existing = await findIdentityByEmail(db, email);
  if (existing) {
    const message = duplicate(email, existing.password_hash !== null, providersOf(existing));
    return flowAnswer(c, db, withUi(flow, { values, messages: [message] }), 400);
  }

  const identity = await createIdentity(db, {
    email,
    lang,
    passwordHash: await hashPassword(password),
    verified: false,
  });
  const { session, token } = await createSession(
    db,
    identity.id,
    { method: 'password' },
    c.req.header('user-agent'),
  );

  // As Kratos' verification hook: a verification flow with the code already sent.
  const verification = await createFlow(db, {
    kind: 'verification',
    type: flow.type,
    requestUrl: `${origin}/self-service/verification/${flow.type}`,
    returnTo: flow.return_to ?? undefined,
    csrf: flow.csrf_token ?? undefined,
    identityId: identity.id,
    address: identity.email,
    state: 'sent_email',
    ui: { messages: [CODE_SENT] },
  });
  await mailCode(db, 'verification', identity.email, lang, await issueCode(db, verification.id, identity.id));

  await saveFlow(db, { ...flow, state: 'passed_challenge', ui_state: '{}' });
  if (browser) setSessionCookie(c, token);
  if (browser && !wantsJson(c)) return c.redirect(uiUrl(uiOriginOf(c), 'verification', verification.id), 303);
  return c.json(
    {
      identity: identityJson(identity, origin),
      session: sessionJson(session, identity, origin),
      ...(browser ? {} : { session_token: token }),
      continue_with: [
        ...(browser ? [] : [{ action: 'set_ory_session_token', ory_session_token: token }]),
        {
          action: 'show_verification_ui',
          flow: {
            id: verification.id,
            verifiable_address: identity.email,
            url: uiUrl(uiOriginOf(c), 'verification', verification.id),
          },
        },
      ],
    },
    200,
  );
}
