import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { timingSafeEqual } from 'hono/utils/buffer';
import { siteCookie } from '../../shared/site/siteCookie.ts';
import { sha256Hex } from '../../shared/encoding/sha256.ts';
import type { SandboxAppEnv } from '../kit/env.ts';
import { originOf, type IdentityContext, type Submit } from './context.ts';
import { objectOf } from './body.ts';
import { loadFlow, saveFlow, withUi } from './flows.ts';
import { flowAnswer } from './respond.ts';
import { ERRORS, errorAnswer } from './errors.ts';
import { isProvider } from './nodes.ts';
import { randomSecret } from '../kit/secrets.ts';
import { isLang, type FlowRow, type UiText } from './flowTypes.ts';
import { createIdentity, findIdentityByEmail, markVerified, providersOf } from './identities.ts';
import { createSession, setSessionCookie } from './sessions.ts';
import { FLOW_TTL_MS, isPast } from './time.ts';
import { uiUrl, uiOriginOf } from './uiUrls.ts';
import { duplicate } from './duplicate.ts';

/**
 * Sign-in with Google or Apple, with `/__dev/oidc/:provider` standing in for the provider:
 * submit → 422 to the provider page → callback with state and code → session → `return_to`.
 */

interface OidcState {
  state: string;
  flow_id: string;
  provider: string;
  lang: string | null;
  email: string | null;
  code: string | null;
  used_at: string | null;
  expires_at: string;
  browser_binding: string | null;
}

export const loadOidcState = (c: IdentityContext, state: string | undefined) =>
  state
    ? c.env.DB.prepare('SELECT * FROM identity_oidc_states WHERE state = ?').bind(state).first<OidcState>()
    : Promise.resolve(null);

const markStateUsed = (c: IdentityContext, state: string) =>
  c.env.DB.prepare('UPDATE identity_oidc_states SET used_at = ? WHERE state = ? AND used_at IS NULL')
    .bind(new Date().toISOString(), state)
    .run();

const CONTINUITY_COOKIE = 'ory_kratos_continuity';
const CALLBACK_PATH = '/self-service/methods/oidc/callback';

const continuityCookie = (c: IdentityContext, value: string, ttlMs: number) =>
  siteCookie(new URL(c.req.url), CONTINUITY_COOKIE, value, {
    path: CALLBACK_PATH,
    httpOnly: true,
    maxAge: Math.floor(ttlMs / 1000),
  });

/** Whether the callback comes from the browser that started the flow (always so for app flows). */
async function isStartingBrowser(c: IdentityContext, row: OidcState): Promise<boolean> {
  if (row.browser_binding === null) return true;
  const cookie = getCookie(c, CONTINUITY_COOKIE);
  return cookie !== undefined && timingSafeEqual(await sha256Hex(cookie), row.browser_binding);
}

/** The login or registration submit with `method: oidc`. */
export async function startOidc(s: Submit, traitsLang: string): Promise<Response> {
  const { c, db, flow, body, origin } = s;
  const provider = typeof body.provider === 'string' ? body.provider : '';
  if (!isProvider(provider)) {
    const message: UiText = {
      id: 4000001,
      text: `Unable to find the OpenID Connect provider "${provider}".`,
      type: 'error',
      context: { provider },
    };
    return flowAnswer(c, db, withUi(flow, { messages: [message] }), 400);
  }
  const transient = objectOf(body.transient_payload).lang;
  const lang = isLang(traitsLang) ? traitsLang : isLang(transient) ? transient : null;
  const state = randomSecret();
  // A browser flow's state only signs in the browser that started it (Kratos' continuity cookie);
  // an app's flow is bound by its token exchange codes instead.
  const binding = flow.type === 'browser' ? randomSecret() : null;
  await db
    .prepare(
      'INSERT INTO identity_oidc_states (state, flow_id, provider, lang, expires_at, browser_binding) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(state, flow.id, provider, lang, flow.expires_at, binding && (await sha256Hex(binding)))
    .run();
  if (binding) c.header('Set-Cookie', continuityCookie(c, binding, FLOW_TTL_MS), { append: true });
  const to = `${origin}/__dev/oidc/${provider}?state=${encodeURIComponent(state)}`;
  return errorAnswer(c, db, ERRORS.locationChange(to), {
    browser: flow.type === 'browser',
    extra: { redirect_browser_to: to },
  });
}

/** The provider page's "Cancel": the flow says so, and the browser goes back to its form. */
export async function cancelOidc(c: IdentityContext, row: OidcState, flow: FlowRow): Promise<Response> {
  await markStateUsed(c, row.state);
  const name = row.provider === 'apple' ? 'Apple' : 'Google';
  const message: UiText = {
    id: 4000001,
    text: `The sign-in with ${name} was cancelled. Please try again or choose another way to sign in.`,
    type: 'error',
    context: { provider: row.provider, reason: 'access_denied' },
  };
  await saveFlow(c.env.DB, withUi(flow, { messages: [message] }));
  return c.redirect(uiUrl(uiOriginOf(c), flow.kind, flow.id), 303);
}

/** `GET /self-service/methods/oidc/callback/:provider?state=&code=`: the provider's answer. */
async function callback(c: IdentityContext): Promise<Response> {
  const db = c.env.DB;
  const origin = originOf(c);
  const row = await loadOidcState(c, c.req.query('state'));
  const provider = c.req.param('provider');
  const valid =
    row &&
    !row.used_at &&
    !isPast(row.expires_at) &&
    row.provider === provider &&
    row.code !== null &&
    row.code === c.req.query('code') &&
    row.email;
  if (!row || !valid || !row.email) {
    return errorAnswer(
      c,
      db,
      ERRORS.badRequest('The OpenID Connect state or code is invalid, expired or already used.'),
      {
        browser: true,
      },
    );
  }
  if (!(await isStartingBrowser(c, row))) return errorAnswer(c, db, ERRORS.notResumable(), { browser: true });
  const flow = await loadFlow(db, row.flow_id);
  if (!flow || isPast(flow.expires_at))
    return errorAnswer(c, db, ERRORS.flowExpired(flow?.kind ?? 'login'), { browser: true });
  const claimed = await markStateUsed(c, row.state);
  if (claimed.meta.changes !== 1) {
    return errorAnswer(c, db, ERRORS.badRequest('The OpenID Connect state was already used.'), {
      browser: true,
    });
  }

  // Sign-in and sign-up are one here: the provider vouches for the address, so it counts as verified.
  let identity = await findIdentityByEmail(db, row.email);
  if (!identity) {
    const lang = isLang(row.lang) ? row.lang : 'en';
    identity = await createIdentity(db, {
      email: row.email,
      lang,
      passwordHash: null,
      verified: true,
      provider,
    });
  } else if (identity.password_hash && !identity.verified_at) {
    // Kratos links no unverified account: whoever registered the address by password may not own it.
    const refusal = duplicate(identity.email, true, providersOf(identity));
    await saveFlow(db, withUi(flow, { messages: [refusal] }));
    return c.redirect(uiUrl(uiOriginOf(c), flow.kind, flow.id), 303);
  } else {
    const providers = [...new Set([...providersOf(identity), provider])];
    await db
      .prepare('UPDATE identities SET oidc_providers = ?, updated_at = ? WHERE id = ?')
      .bind(JSON.stringify(providers), new Date().toISOString(), identity.id)
      .run();
    await markVerified(db, identity.id);
  }
  const { session, token } = await createSession(
    db,
    identity.id,
    { method: 'oidc', provider },
    c.req.header('user-agent'),
  );
  await saveFlow(db, { ...flow, state: 'passed_challenge', ui_state: '{}' });

  const returnTo = new URL(flow.return_to ?? `${origin}/`);
  if (flow.type === 'api') {
    // A native app: its return_to gets a code that, with the flow's init code, buys the token.
    const exchange = await db
      .prepare('SELECT flow_id FROM identity_token_exchanges WHERE flow_id = ? AND used_at IS NULL')
      .bind(flow.id)
      .first<{ flow_id: string }>();
    if (exchange) {
      const returnToCode = randomSecret();
      await db
        .prepare(
          'UPDATE identity_token_exchanges SET return_to_code = ?, session_id = ?, session_token = ? WHERE flow_id = ?',
        )
        .bind(returnToCode, session.id, token, flow.id)
        .run();
      returnTo.searchParams.set('code', returnToCode);
    }
    return c.redirect(returnTo.toString(), 303);
  }
  setSessionCookie(c, token);
  c.header('Set-Cookie', continuityCookie(c, '', 0), { append: true });
  return c.redirect(returnTo.toString(), 303);
}

export function mountOidcCallback(app: Hono<SandboxAppEnv>): void {
  app.get('/self-service/methods/oidc/callback/:provider', callback);
}
