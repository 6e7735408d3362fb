import type { Context } from 'hono';
import { normalizedPath } from '../../shared/routes/normalizedPath.ts';
import { createStep } from './appEnv.ts';
import type { AppEnv } from './appEnv.ts';

type Dispatch = (request: Request, c: Context<AppEnv>) => Response | Promise<Response>;

/**
 * The first step of every request: the path is decoded and normalised once, and the request that
 * carries the normal path is the one routed, redacted, logged and forwarded. Otherwise
 * `/%72eservations/TOKEN` would render a reservation that the token rules (Referrer-Policy, the
 * redacted cache key) do not recognise, and `/webcc%2Dapi/` be routed decoded but forwarded raw.
 */
export function normalizedPathStep(dispatch: Dispatch) {
  return createStep(async (c, next) => {
    const url = new URL(c.req.url);
    const normal = normalizedPath(url.pathname);
    if (normal === null) return c.json({ error: 'bad_request', message: 'The path is not valid UTF-8' }, 400);
    if (normal === url.pathname) return next();
    url.pathname = normal;
    return dispatch(new Request(url, c.req.raw), c);
  });
}
