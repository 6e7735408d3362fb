import { getCookie } from 'hono/cookie';
import { passesXsrfCheck, XSRF_COOKIE, XSRF_HEADER } from '../xsrf.ts';
import { serviceOf, type Service } from '../../shared/upstream/services.ts';
import { sessionCookiesOf } from '../../shared/auth.ts';
import { createStep } from './appEnv.ts';

/**
 * The same-origin APIs the browser calls (`/webcc-api/…` and the others): a mutating call needs the
 * XSRF pair, then goes to the provider's service without the portal's own cookies. guestworld-api
 * alone gets the identity session's cookie, which is how it knows the user (SPEC §6).
 */
export const apiProxyStep = createStep(async (c, next) => {
  const service = serviceOf(c.req.path);
  if (!service || !c.req.path.startsWith(`/${service}/`)) return next();
  if (!(await passesXsrfCheck(c.req.method, getCookie(c, XSRF_COOKIE), c.req.header(XSRF_HEADER)))) {
    return c.json({ error: 'xsrf', message: 'Missing or mismatched XSRF token' }, 403);
  }
  const answer = await c.var.upstreams[service](forwardable(c.req.raw, service));
  // Answers from upstreams have immutable headers: a copy takes the edge's own.
  return new Response(answer.body, answer);
});

/** What the provider's services get of a browser's call: not the portal's own cookies. */
function forwardable(request: Request, service: Service): Request {
  const forwarded = new Request(request);
  const session = service === 'guestworld-api' ? sessionCookiesOf(request.headers.get('cookie')) : '';
  if (session) forwarded.headers.set('cookie', session);
  else forwarded.headers.delete('cookie');
  forwarded.headers.delete(XSRF_HEADER);
  return forwarded;
}
