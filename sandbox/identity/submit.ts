import type { Hono } from 'hono';
import type { SandboxAppEnv } from '../kit/env.ts';
import { FLOW_KINDS, type FlowKind } from './flowTypes.ts';
import { originOf, type IdentityContext, type Submit } from './context.ts';
import { ERRORS, errorAnswer } from './errors.ts';
import { createFlow, loadFlow } from './flows.ts';
import { readBody } from './body.ts';
import { passesCsrf } from './csrf.ts';
import { currentSession } from './sessions.ts';
import { isPast } from './time.ts';
import { submitLogin } from './login.ts';
import { submitRegistration } from './registration.ts';
import { submitRecovery } from './recovery.ts';
import { submitVerification } from './verification.ts';
import { submitSettings } from './settings.ts';

const HANDLERS: Record<FlowKind, (s: Submit) => Promise<Response>> = {
  login: submitLogin,
  registration: submitRegistration,
  recovery: submitRecovery,
  verification: submitVerification,
  settings: submitSettings,
};

/** Kratos' "flow expired" message ids, shown on the fresh flow that replaces an expired one. */
const EXPIRED_MESSAGE: Record<FlowKind, number> = {
  login: 4010001,
  registration: 4040001,
  settings: 4050001,
  recovery: 4060005,
  verification: 4070005,
};

/**
 * `POST /self-service/{kind}?flow=ID`: the checks every flow shares (exists, not expired, CSRF
 * for browser flows), then the flow's own handler.
 */
async function submitHandler(c: IdentityContext, kind: FlowKind): Promise<Response> {
  const db = c.env.DB;
  const flow = await loadFlow(db, c.req.query('flow'));
  if (!c.req.query('flow'))
    return errorAnswer(c, db, ERRORS.badRequest('The flow query parameter is missing.'));
  if (!flow || flow.kind !== kind)
    return errorAnswer(c, db, ERRORS.notFound(`The ${kind} flow could not be found.`));
  const browser = flow.type === 'browser';

  if (isPast(flow.expires_at)) {
    // As Kratos: a fresh flow with a message saying why, named in `use_flow_id`.
    const minutes = ((Date.now() - Date.parse(flow.expires_at)) / 60_000).toFixed(2);
    const fresh = await createFlow(db, {
      kind,
      type: flow.type,
      requestUrl: flow.request_url,
      returnTo: flow.return_to ?? undefined,
      csrf: flow.csrf_token ?? undefined,
      identityId: flow.identity_id ?? undefined,
      refresh: flow.refresh === 1,
      requestedAal: flow.requested_aal,
      ui: {
        messages: [
          {
            id: EXPIRED_MESSAGE[kind],
            text: `The ${kind} flow expired ${minutes} minutes ago, please try again.`,
            type: 'error',
            context: { expired_at: flow.expires_at },
          },
        ],
      },
    });
    return errorAnswer(c, db, ERRORS.flowExpired(kind), {
      browser,
      extra: {
        use_flow_id: fresh.id,
        expired_at: flow.expires_at,
        since: Math.round((Date.now() - Date.parse(flow.expires_at)) * 1e6),
      },
    });
  }

  const body = await readBody(c);
  if (browser && !(await passesCsrf(c, body))) return errorAnswer(c, db, ERRORS.csrf(), { browser });
  return HANDLERS[kind]({ c, db, origin: originOf(c), flow, body, current: await currentSession(c, db) });
}

export function mountSubmits(app: Hono<SandboxAppEnv>): void {
  for (const kind of FLOW_KINDS) app.post(`/self-service/${kind}`, (c) => submitHandler(c, kind));
}
