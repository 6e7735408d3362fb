import { requestUrl } from '../requestUrl.ts';
import { getCookie } from 'hono/cookie';
import { passesXsrfCheck, XSRF_COOKIE, XSRF_HEADER } from '../xsrf.ts';
import { PORTAL_API_PREFIX, serviceOf, type Service } from '../../shared/upstream/services.ts';
import { sessionCookiesOf } from '../../shared/auth/auth.ts';
import { createStep } from './appEnv.ts';
import { describeError } from '../log.ts';
import { PICTURE_SECURITY_HEADERS } from '../securityHeaders.ts';
import { callLimits, forwardedHeaders, portalCall } from './portalCalls.ts';
import { findCall } from '../../shared/upstream/callBook.ts';
import type { CallEntry } from '../../shared/upstream/callFacts.ts';
import { holdsBooking } from './bookingHolder.ts';
import { arrivalCall } from '../../shared/upstream/calls/arrival.ts';
import { revealedArrival } from '../revealedArrival.ts';
import { BINDING_PERIOD_S, tooManyAttempts, withinCallLimit } from '../rateLimit/rateLimitedUpstreams.ts';
import { limitKey } from '../rateLimit/limitKey.ts';
import { checkRevealsAfter } from '../push/revealTriggers.ts';

/**
 * The same-origin APIs the browser calls (`/webcc-api/…` and the others): a mutating call needs the
 * XSRF pair, then goes to the provider's service without the portal's own cookies. guestworld-api
 * alone gets the identity session's cookie, which is how it knows the user (SPEC §6). Only the
 * calls the portal itself makes pass (portalCalls.ts); one keyed by a booking number needs the
 * booking's token too, or anyone counting numbers could read totals or start payments. The arrival
 * answer carries its code and Wi-Fi password only while the reveal rule holds (revealedArrival.ts).
 */
export const apiProxyStep = createStep(async (c, next) => {
  // The path as sent, which the service gets: Hono's `c.req.path` has `%5C` and `%25` decoded.
  const { pathname, searchParams } = requestUrl(c.req.raw);
  const service = serviceOf(pathname);
  const own = pathname.startsWith(PORTAL_API_PREFIX);
  if (!own && (!service || !pathname.startsWith(`/${service}/`))) return next();
  if (!(await passesXsrfCheck(c.req.method, getCookie(c, XSRF_COOKIE), c.req.header(XSRF_HEADER)))) {
    return c.json({ error: 'xsrf', message: 'Missing or mismatched XSRF token' }, 403);
  }
  const known = portalCall(c.req.method, pathname, searchParams);
  if (known.kind === 'unknown') return c.json({ error: 'not_found', message: 'No such call' }, 404);
  const call = findCall(c.req.method, pathname);
  // The portal's own calls (no provider's service) are answered by the worker's routes after this
  // step (worker/push/), within the client's limit and with the edge's headers as the provider's are.
  if (!service) {
    const { binding } = callLimits(c.req.method, pathname);
    if (!(await withinCallLimit(c.env, binding, limitKey(c.get('client')))))
      return tooManyAttempts(BINDING_PERIOD_S);
    await next();
    setAnswerHeaders(c.res.headers, call?.entry);
    return;
  }
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
  if (call?.entry === arrivalCall && call.params.token)
    answer = await revealedArrival(c, answer, call.params.token);
  // Answers from upstreams have immutable headers: a copy takes the edge's own.
  const proxied = new Response(answer.body, answer);
  if (answer.ok && call) checkRevealsAfter(c, call);
  setAnswerHeaders(proxied.headers, call?.entry);
  return proxied;
});

/** Sets the edge's own headers of a call (none for a call the table does not name) on its answer. */
function setAnswerHeaders(headers: Headers, entry: CallEntry | undefined) {
  for (const [name, value] of Object.entries(entry ? answerHeaders(entry) : {})) headers.set(name, value);
}

/** The edge's own headers on a call's answer, by what the call table says of it. */
export function answerHeaders({ personalData, picture }: CallEntry): Record<string, string> {
  return {
    // Bookings, pre-check-ins (passport data), users and wishlists are nobody else's to keep.
    ...(personalData ? { 'Cache-Control': 'no-store' } : {}),
    // What a picture call answers is opened as a picture, whatever type it claims.
    ...(picture ? PICTURE_SECURITY_HEADERS : {}),
  };
}

/**
 * What the provider's services get of a browser's call : the headers the call
 * needs (portalCalls.ts), guestworld-api's session cookie, the visitor's address as the edge knows
 * it, and no `_method` in the query: the method the edge checked is the one the service runs.
 */
function forwardable(request: Request, service: Service, client: string): Request {
  const url = new URL(request.url);
  for (const name of [...url.searchParams.keys()]) {
    if (name.toLowerCase() === '_method') url.searchParams.delete(name);
  }
  const forwarded = new Request(url, request);
  const allowed = new Set(forwardedHeaders(request.method, url.pathname));
  for (const name of [...forwarded.headers.keys()]) {
    if (!allowed.has(name)) forwarded.headers.delete(name);
  }
  forwarded.headers.set('x-forwarded-for', client);
  const session = service === 'guestworld-api' ? sessionCookiesOf(request.headers.get('cookie')) : '';
  if (session) forwarded.headers.set('cookie', session);
  return forwarded;
}
