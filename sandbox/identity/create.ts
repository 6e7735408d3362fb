import type { Hono } from 'hono';
import type { SandboxAppEnv } from '../kit/env.ts';
import { FLOW_KINDS, type FlowKind, type FlowType } from './flowTypes.ts';
import { originOf, type IdentityContext } from './context.ts';
import { allowedReturnTo } from './returnTo.ts';
import { ERRORS, errorAnswer } from './errors.ts';
import { currentSession } from './sessions.ts';
import { ensureCsrf } from './csrf.ts';
import { createFlow, flowJson, loadFlow } from './flows.ts';
import { wantsJson } from './body.ts';
import { uiUrl, uiOriginOf } from './uiUrls.ts';
import { randomSecret } from '../kit/secrets.ts';
import { findIdentity } from './identities.ts';
import { isPast } from './time.ts';

/** Kinds a valid session may not start (Kratos: `session_already_available`). */
const NOT_WHILE_SIGNED_IN: readonly FlowKind[] = ['login', 'registration', 'recovery'];

/** `GET /self-service/{kind}/{browser|api}`: a new flow. */
async function createHandler(c: IdentityContext, kind: FlowKind, type: FlowType): Promise<Response> {
  const db = c.env.DB;
  const origin = originOf(c);
  const browser = type === 'browser';
  const returnTo = allowedReturnTo(c.req.query('return_to'), origin, uiOriginOf(c));
  if (returnTo === null) {
    return errorAnswer(c, db, ERRORS.returnToForbidden(c.req.query('return_to') ?? ''), { browser });
  }
  const current = await currentSession(c, db);
  const refresh = kind === 'login' && c.req.query('refresh') === 'true';
  if (current && NOT_WHILE_SIGNED_IN.includes(kind) && !refresh) {
    return errorAnswer(c, db, ERRORS.sessionAlreadyAvailable(), { browser });
  }
  if (kind === 'settings' && !current) return errorAnswer(c, db, ERRORS.sessionInactive(), { browser });

  const aal = c.req.query('aal');
  const flow = await createFlow(db, {
    kind,
    type,
    requestUrl: c.req.url,
    returnTo,
    csrf: browser ? ensureCsrf(c) : undefined,
    identityId: kind === 'settings' ? current?.identity.id : undefined,
    refresh,
    requestedAal: aal === 'aal2' || aal === 'aal3' ? aal : 'aal1',
    // Signing in again: the identifier is the session's own.
    ui: refresh && current ? { values: { identifier: current.identity.email } } : {},
  });

  // Native apps doing a social sign-in trade this code (and the one their return_to gets) for the token.
  let exchangeCode: string | undefined;
  if (
    type === 'api' &&
    (kind === 'login' || kind === 'registration') &&
    c.req.query('return_session_token_exchange_code') === 'true'
  ) {
    exchangeCode = randomSecret();
    await db
      .prepare('INSERT INTO identity_token_exchanges (flow_id, init_code) VALUES (?, ?)')
      .bind(flow.id, exchangeCode)
      .run();
  }

  if (browser && !wantsJson(c)) return c.redirect(uiUrl(uiOriginOf(c), kind, flow.id), 303);
  return c.json(
    flowJson(flow, origin, {
      identity: kind === 'settings' ? current?.identity : undefined,
      ...(exchangeCode ? { sessionTokenExchangeCode: exchangeCode } : {}),
    }),
    200,
  );
}

/** `GET /self-service/{kind}/flows?id=`: a flow as it stands. */
async function getHandler(c: IdentityContext, kind: FlowKind): Promise<Response> {
  const db = c.env.DB;
  const id = c.req.query('id');
  if (!id) return errorAnswer(c, db, ERRORS.badRequest('The flow query parameter is missing or malformed.'));
  const flow = await loadFlow(db, id);
  if (!flow || flow.kind !== kind)
    return errorAnswer(c, db, ERRORS.notFound(`The ${kind} flow could not be found.`));
  const browser = flow.type === 'browser';
  if (isPast(flow.expires_at)) return errorAnswer(c, db, ERRORS.flowExpired(kind), { browser });
  let identity = null;
  if (kind === 'settings') {
    const current = await currentSession(c, db);
    if (!current) return errorAnswer(c, db, ERRORS.sessionInactive(), { browser });
    if (current.identity.id !== flow.identity_id)
      return errorAnswer(c, db, ERRORS.identityMismatch(), { browser });
    identity = await findIdentity(db, current.identity.id);
  }
  return c.json(flowJson(flow, originOf(c), { identity }), 200);
}

export function mountCreation(app: Hono<SandboxAppEnv>): void {
  for (const kind of FLOW_KINDS) {
    app.get(`/self-service/${kind}/browser`, (c) => createHandler(c, kind, 'browser'));
    app.get(`/self-service/${kind}/api`, (c) => createHandler(c, kind, 'api'));
    app.get(`/self-service/${kind}/flows`, (c) => getHandler(c, kind));
  }
}
