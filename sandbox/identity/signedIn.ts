import type { Submit } from './context.ts';
import type { IdentityRow } from './identities.ts';
import { saveFlow } from './flows.ts';
import { wantsJson } from './body.ts';
import { sessionJson, setSessionCookie, type SessionRow } from './sessions.ts';

/**
 * The answer to a successful sign-in: `successfulNativeLogin`. Browser flows get the session
 * cookie; api flows get the token in the body. A page load goes to `return_to` (303).
 */
export async function signedIn(
  s: Submit,
  identity: IdentityRow,
  session: SessionRow,
  token: string | undefined,
): Promise<Response> {
  const { c, db, flow, origin } = s;
  await saveFlow(db, { ...flow, state: 'passed_challenge', ui_state: '{}' });
  const browser = flow.type === 'browser';
  if (browser && token) setSessionCookie(c, token);
  if (browser && !wantsJson(c)) return c.redirect(flow.return_to ?? `${origin}/`, 303);
  const continueWith = [
    ...(!browser && token ? [{ action: 'set_ory_session_token', ory_session_token: token }] : []),
    ...(browser && flow.return_to
      ? [{ action: 'redirect_browser_to', redirect_browser_to: flow.return_to }]
      : []),
  ];
  return c.json(
    {
      session: sessionJson(session, identity, origin),
      ...(!browser && token ? { session_token: token } : {}),
      ...(continueWith.length ? { continue_with: continueWith } : {}),
    },
    200,
  );
}
