import { Hono, type Context } from 'hono';
import type { AppEnv } from '../pipeline/appEnv.ts';
import { pushKeyCall, pushSubscribeCall, pushUnsubscribeCall } from '../../shared/upstream/calls/push.ts';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../shared/push/arrivalPush.ts';
import { isWellFormedToken } from '../../shared/routes/paths.ts';
import { keptUntil } from '../../shared/offline/retention.ts';
import { portalNow } from '../../shared/site/portalClock.ts';
import { tooManyAttempts } from '../rateLimit/rateLimitedUpstreams.ts';
import { bookingReveal } from './bookingReveal.ts';
import { GUEST_RECHECK_MS } from './revealCheck.ts';
import { deleteByEndpoint, saveSubscription } from './subscriptionStore.ts';
import { vapidSettings } from './vapidSettings.ts';

/** A JSON body, or undefined for one that is not JSON: a refusal, never a failure of the worker. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

const refused = (c: Context<AppEnv>, status: 400 | 404 | 409 | 503, error: string) =>
  c.json({ error }, status);

/**
 * The portal's own push calls (shared/upstream/calls/push.ts), behind the edge's proxy step, which
 * has checked the XSRF pair, the allow-list and the client's limit before they get here, and adds
 * the call table's headers (no-store on personal data) to what they answer.
 */
export function pushRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get(pushKeyCall.path, (c) => {
    const vapid = vapidSettings(c.env);
    // The edge adds no-store to personal data alone (apiProxy.ts): unlike the key, this refusal is
    // not to be kept once the server is configured.
    if (!vapid) return c.json({ error: 'push_not_configured' }, 503, { 'Cache-Control': 'no-store' });
    return c.json({ publicKey: vapid.keys.publicKey }, 200, { 'Cache-Control': 'public, max-age=3600' });
  });

  // A device asks to be told when the booking's code is ready. It is kept only for a booking whose
  // code is still to come: the edge asks webcc-api (an unknown token is a miss on the client's
  // unknown-token limit, as on every reservation call) and applies the reveal rule.
  routes.put(pushSubscribeCall.path, async (c) => {
    const vapid = vapidSettings(c.env);
    if (!vapid) return refused(c, 503, 'push_not_configured');
    const token = c.req.param('token');
    if (!isWellFormedToken(token)) return refused(c, 404, 'not_found');
    const body = pushSubscriptionSchema.safeParse(await jsonBody(c));
    if (!body.success) return refused(c, 400, 'invalid_subscription');
    const { endpoint, keys, lang } = body.data;
    if (!c.get('push').service.accepts(new URL(endpoint), c.env))
      return refused(c, 400, 'unknown_push_service');
    const now = portalNow();
    const reveal = await bookingReveal(c.get('upstreams')['webcc-api'], token, now, c.get('log'), {
      'x-forwarded-for': c.get('client'),
    });
    if (reveal.kind === 'unknown') return refused(c, 404, 'not_found');
    if (reveal.kind === 'unanswered') {
      if (reveal.status === 429) return tooManyAttempts(60);
      return c.json({ error: 'bad_gateway' }, 502);
    }
    if (reveal.kind === 'none') return refused(c, 409, 'no_code_to_come');
    if (reveal.kind === 'shown') return refused(c, 409, 'code_shown');
    const { reservation } = reveal;
    const saved = await saveSubscription(c.env.DB, {
      token,
      number: reservation.number,
      precheckin_token: reservation.precheckin?.token ?? null,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      lang,
      keep_until: keptUntil(reservation.checkout),
      next_check_at: reveal.appearsAt?.getTime() ?? now.getTime() + GUEST_RECHECK_MS,
      waiting_on: reveal.appearsAt ? 'time' : 'guest',
      created_at: now.getTime(),
    });
    if (!saved) return refused(c, 409, 'too_many_devices');
    return c.json({ status: 'subscribed' }, 200);
  });

  // "Forget this device" and logout: the device's subscription is dropped for every booking.
  routes.delete(pushUnsubscribeCall.path, async (c) => {
    const body = pushUnsubscribeSchema.safeParse(await jsonBody(c));
    if (!body.success) return refused(c, 400, 'invalid_subscription');
    const removed = await deleteByEndpoint(c.env.DB, body.data.endpoint);
    return c.json({ removed }, 200);
  });

  return routes;
}
