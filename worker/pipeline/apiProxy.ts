import { getCookie } from 'hono/cookie';
import { passesXsrfCheck, XSRF_COOKIE, XSRF_HEADER } from '../xsrf.ts';
import { serviceOf } from '../../shared/upstream/services.ts';
import { createStep } from './appEnv.ts';

/**
 * The same-origin APIs the browser calls (`/webcc-api/…` and the others): a mutating call needs the
 * XSRF pair, then goes to the provider's service without the portal's own cookies.
 */
export const apiProxyStep = createStep(async (c, next) => {
  const service = serviceOf(c.req.path);
  if (!service || !c.req.path.startsWith(`/${service}/`)) return next();
  if (!(await passesXsrfCheck(c.req.method, getCookie(c, XSRF_COOKIE), c.req.header(XSRF_HEADER)))) {
    return c.json({ error: 'xsrf', message: 'Missing or mismatched XSRF token' }, 403);
  }
  const answer = await c.var.upstreams[service](forwardable(c.req.raw));
  // Answers from upstreams have immutable headers: a copy takes the edge's own.
  return new Response(answer.body, answer);
});

/** What the provider's services get of a browser's call: not the portal's own cookies. */
function forwardable(request: Request): Request {
  const forwarded = new Request(request);
  forwarded.headers.delete('cookie');
  forwarded.headers.delete(XSRF_HEADER);
  return forwarded;
}
