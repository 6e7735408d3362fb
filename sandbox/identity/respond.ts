import type { IdentityRow } from './identities.ts';
import type { FlowRow } from './flowTypes.ts';
import type { IdentityContext } from './context.ts';
import type { D1Database } from '../kit/env.ts';
import { flowJson, saveFlow, type FlowExtras } from './flows.ts';
import { wantsJson } from './body.ts';
import { uiUrl, uiOriginOf } from './uiUrls.ts';
import { errorAnswer, storeFlowError, type GenericError } from './errors.ts';

/**
 * Saves the flow and answers it (200, or 400 on validation errors). A browser loading the form
 * as a page (no JSON) is sent to the flow's page instead, as Kratos does.
 */
export async function flowAnswer(
  c: IdentityContext,
  db: D1Database,
  flow: FlowRow,
  status: 200 | 400,
  extras: FlowExtras & { identity?: IdentityRow | null } = {},
): Promise<Response> {
  await saveFlow(db, flow);
  const origin = new URL(c.req.url).origin;
  if (flow.type === 'browser' && !wantsJson(c))
    return c.redirect(uiUrl(uiOriginOf(c), flow.kind, flow.id), 303);
  return c.json(flowJson(flow, origin, extras), status);
}

/**
 * A generic error on a flow submit whose 400 api.json types as the flow itself (login and
 * registration while signed in): the answer is the flow with Kratos' `error` beside it, so both
 * readings hold. A page load goes to the error page.
 */
export async function flowError(
  c: IdentityContext,
  db: D1Database,
  flow: FlowRow,
  error: GenericError,
): Promise<Response> {
  if (flow.type === 'browser' && !wantsJson(c)) return errorAnswer(c, db, error, { browser: true });
  if (flow.type === 'browser') await storeFlowError(db, error);
  return c.json({ ...flowJson(flow, new URL(c.req.url).origin), error }, 400);
}
