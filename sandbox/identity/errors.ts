import type { Context } from 'hono';
import type { D1Database } from '../kit/env.ts';
import { UI_PATHS, uiOriginOf } from './uiUrls.ts';
import { wantsJson } from './body.ts';

/** Kratos' `genericError` (herodot): what every error answer carries under `error`. */
export interface GenericError {
  id?: string;
  code: number;
  status: string;
  reason?: string;
  message: string;
}

const STATUS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

const generic = (code: number, message: string, id?: string, reason?: string): GenericError => ({
  ...(id ? { id } : {}),
  code,
  status: STATUS[code] ?? 'Error',
  ...(reason ? { reason } : {}),
  message,
});

/** The errors the identity service answers, with Kratos' ids and wording. */
export const ERRORS = {
  sessionAlreadyAvailable: () =>
    generic(
      400,
      'A valid session was detected and thus login is not possible.',
      'session_already_available',
      'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
    ),
  sessionInactive: () =>
    generic(
      401,
      'No valid session credentials found in the request.',
      'session_inactive',
      'No active session was found in this request.',
    ),
  csrf: () =>
    generic(
      403,
      'the request was rejected to protect you from Cross-Site-Request-Forgery',
      'security_csrf_violation',
      'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.',
    ),
  identityMismatch: () =>
    generic(
      403,
      'The requested action was forbidden',
      'security_identity_mismatch',
      'The flow was interrupted because the session does not belong to the identity of this flow.',
    ),
  returnToForbidden: (returnTo: string) =>
    generic(
      400,
      'The request was malformed or contained invalid parameters',
      'self_service_flow_return_to_forbidden',
      `Requested return_to URL "${returnTo}" is not allowed.`,
    ),
  badRequest: (reason: string) =>
    generic(400, 'The request was malformed or contained invalid parameters', undefined, reason),
  notFound: (reason: string) => generic(404, 'The requested resource could not be found', undefined, reason),
  forbidden: (reason: string) => generic(403, 'The requested action was forbidden', undefined, reason),
  flowExpired: (kind: string) =>
    generic(
      410,
      'self-service flow expired',
      'self_service_flow_expired',
      `The ${kind} flow has expired. Initialize a new ${kind} flow.`,
    ),
  refreshRequired: () =>
    generic(
      403,
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      'session_refresh_required',
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
    ),
  notResumable: () =>
    generic(
      400,
      'The request was malformed or contained invalid parameters',
      undefined,
      "The browser does not contain the necessary cookie to resume the session. This is a security violation and was blocked. Please clear your browser's cookies and cache and try again!",
    ),
  tooManyRequests: (retryAfterSeconds: number) =>
    generic(
      429,
      'The request was rate limited, please try again later.',
      undefined,
      `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
    ),
  locationChange: (to: string) =>
    generic(
      422,
      'browser location change required',
      'browser_location_change_required',
      `In order to complete this flow please redirect the browser to: ${to}`,
    ),
};

/** Keeps an error a browser flow was answered with, for `/self-service/errors?id=`. */
export async function storeFlowError(db: D1Database, error: GenericError): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .prepare('INSERT INTO identity_flow_errors (id, error, created_at) VALUES (?, ?, ?)')
    .bind(id, JSON.stringify(error), new Date().toISOString())
    .run();
  return id;
}

interface ErrorOptions {
  /** The request belongs to a browser flow: the error is stored, and a page load is redirected. */
  browser?: boolean;
  /** Top-level fields beside `error` (use_flow_id, redirect_browser_to ...). */
  extra?: Record<string, unknown>;
}

/**
 * `{error: genericError, ...extra}` with the error's status. A browser navigating (not asking for
 * JSON) is sent to the error page instead, as Kratos does; 422 sends it where it has to go.
 */
export async function errorAnswer(
  c: Context,
  db: D1Database,
  error: GenericError,
  options: ErrorOptions = {},
): Promise<Response> {
  const stored = options.browser ? await storeFlowError(db, error) : undefined;
  const redirect = options.extra?.redirect_browser_to;
  if (options.browser && !wantsJson(c)) {
    if (typeof redirect === 'string') return c.redirect(redirect, 303);
    return c.redirect(`${uiOriginOf(c)}${UI_PATHS.error}?id=${stored}`, 303);
  }
  // api.json types the 422 answer's `error` as `errorGeneric`, which nests a required `error`:
  // the answer carries Kratos' flat fields and that nested copy, so it fits both.
  const body = error.code === 422 ? { ...error, error } : error;
  return c.json({ error: body, ...options.extra }, error.code as 400);
}
