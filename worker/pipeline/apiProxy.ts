import { requestUrl } from '../requestUrl.ts';
import { getCookie } from 'hono/cookie';
import { passesXsrfCheck, XSRF_COOKIE, XSRF_HEADER } from '../xsrf.ts';
import { serviceOf, type Service } from '../../shared/upstream/services.ts';
import { sessionCookiesOf } from '../../shared/auth/auth.ts';
import { createStep } from './appEnv.ts';
import { describeError } from '../log.ts';
import { portalCall } from './portalCalls.ts';
import { holdsBooking } from './bookingHolder.ts';
import { RESERVATION_TOKEN_HEADER } from '../../shared/reservation/reservationTokenHeader.ts';

/**
 * The same-origin APIs the browser calls (`/webcc-api/…` and the others): a mutating call needs the
 * XSRF pair, then goes to the provider's service without the portal's own cookies. guestworld-api
 * alone gets the identity session's cookie, which is how it knows the user (SPEC §6). Only the
 * calls the portal itself makes pass (portalCalls.ts); one keyed by a booking number needs the
 * booking's token too, or anyone counting numbers could read totals or start payments.
 */
export const apiProxyStep = createStep(async (c, next) => {
  const service = serviceOf(c.req.path);
  if (!service || !c.req.path.startsWith(`/${service}/`)) return next();
  if (!(await passesXsrfCheck(c.req.method, getCookie(c, XSRF_COOKIE), c.req.header(XSRF_HEADER)))) {
    return c.json({ error: 'xsrf', message: 'Missing or mismatched XSRF token' }, 403);
  }
  const known = portalCall(c.req.method, c.req.path, requestUrl(c.req.raw).searchParams);
  if (known.kind === 'unknown') return c.json({ error: 'not_found', message: 'No such call' }, 404);
  if (known.bookingNumber !== null && !(await holdsBooking(c, known.bookingNumber))) {
    return c.json({ error: 'forbidden', message: 'This call needs the booking’s own link' }, 403);
  }
  let answer: Response;
  try {
    answer = await c.get('upstreams')[service](forwardable(c.req.raw, service, c.get('client')));
  } catch (error) {
    // The service did not answer: the browser's call failed at the gateway, not in the portal.
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    c.get('log').error('upstream unreachable', { service, cause: describeError(error) });
    return timedOut
      ? c.json({ error: 'gateway_timeout', message: `${service} did not answer in time` }, 504)
      : c.json({ error: 'bad_gateway', message: `${service} could not be reached` }, 502);
  }
  // Answers from upstreams have immutable headers: a copy takes the edge's own.
  const proxied = new Response(answer.body, answer);
  // Bookings, pre-check-ins (passport data), users and wishlists are nobody else's to keep.
  if (CARRIES_PERSONAL_DATA.test(c.req.path)) proxied.headers.set('Cache-Control', 'no-store');
  return proxied;
});

const CARRIES_PERSONAL_DATA = /^\/(webcc-api\/v1\/booking|guestworld-api)\//;

/** What the provider's services get of a browser's call: not the portal's own cookies; the visitor's address. */
function forwardable(request: Request, service: Service, client: string): Request {
  const forwarded = new Request(request);
  // The services learn the visitor's address from the edge, never from what the browser claims.
  forwarded.headers.set('x-forwarded-for', client);
  forwarded.headers.delete('cf-connecting-ip');
  const session = service === 'guestworld-api' ? sessionCookiesOf(request.headers.get('cookie')) : '';
  if (session) forwarded.headers.set('cookie', session);
  else forwarded.headers.delete('cookie');
  forwarded.headers.delete(XSRF_HEADER);
  forwarded.headers.delete(RESERVATION_TOKEN_HEADER);
  return forwarded;
}
