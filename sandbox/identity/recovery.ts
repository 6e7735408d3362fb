import type { Submit } from './context.ts';
import { text } from './body.ts';
import { createFlow, saveFlow, withUi } from './flows.ts';
import { flowAnswer } from './respond.ts';
import { markVerified } from './identities.ts';
import { noStrategy } from './login.ts';
import { checkCodeStep, sendCode, transientLang } from './codeStep.ts';
import { mailNoAccount } from './mails.ts';
import { createSession, revokeOtherSessions, setSessionCookie } from './sessions.ts';
import { ERRORS, errorAnswer } from './errors.ts';
import { uiUrl, uiOriginOf } from './uiUrls.ts';
import { ensureCsrf } from './csrf.ts';
import type { UiText } from './flowTypes.ts';

const CODE_SENT: UiText = {
  id: 1060003,
  text: 'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
  type: 'info',
};

const RECOVERED: UiText = {
  id: 1060001,
  text: 'You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next 60.00 minutes.',
  type: 'success',
  context: { privileged_session_expires_at_unix: 0 },
};

const MESSAGES = {
  invalid: {
    id: 4060006,
    text: 'The recovery code is invalid or has already been used. Please try again.',
    type: 'error',
  },
  expired: {
    id: 4060005,
    text: 'The recovery code has expired. Please request a new code.',
    type: 'error',
  },
} satisfies Record<string, UiText>;

/**
 * `POST /self-service/recovery`: send a code, or check it. The right code signs the identity in
 * (`code_recovery`), ends its other sessions, and opens a settings flow for the new password.
 */
export async function submitRecovery(s: Submit): Promise<Response> {
  const { c, db, flow, body, origin } = s;
  if (text(body.method) !== 'code') {
    return flowAnswer(
      c,
      db,
      withUi(flow, { messages: [noStrategy(4010005, 'recover your account with')] }),
      400,
    );
  }
  if (!text(body.code)) {
    return sendCode(s, 'recovery', CODE_SENT, (address, sent) =>
      mailNoAccount(db, address, transientLang(sent) ?? 'en'),
    );
  }

  const checked = await checkCodeStep(s, MESSAGES);
  if ('answer' in checked) return checked.answer;
  const { identity } = checked;
  // The code proves the address is the identity's own.
  await markVerified(db, identity.id);
  const browser = flow.type === 'browser';
  const { session, token } = await createSession(
    db,
    identity.id,
    { method: 'code_recovery' },
    c.req.header('user-agent'),
  );
  // Recovery means the account may be in someone else's hands: only the recovering session stays.
  await revokeOtherSessions(db, identity.id, session.id);
  const privilegedUntil = Math.floor(Date.parse(session.authenticated_at) / 1000) + 3600;
  const recovered = { ...RECOVERED, context: { privileged_session_expires_at_unix: privilegedUntil } };
  const settings = await createFlow(db, {
    kind: 'settings',
    type: flow.type,
    requestUrl: `${origin}/self-service/settings/${flow.type}`,
    returnTo: flow.return_to ?? undefined,
    csrf: browser ? ensureCsrf(c) : undefined,
    identityId: identity.id,
    ui: { messages: [recovered] },
  });
  const settingsUrl = uiUrl(uiOriginOf(c), 'settings', settings.id);
  const done = { ...flow, state: 'passed_challenge', ui_state: JSON.stringify({ messages: [recovered] }) };

  if (browser) {
    await saveFlow(db, done);
    setSessionCookie(c, token);
    return errorAnswer(c, db, ERRORS.locationChange(settingsUrl), {
      browser,
      extra: { redirect_browser_to: settingsUrl },
    });
  }
  return flowAnswer(c, db, done, 200, {
    continueWith: [
      { action: 'set_ory_session_token', ory_session_token: token },
      { action: 'show_settings_ui', flow: { id: settings.id, url: settingsUrl } },
    ],
  });
}
