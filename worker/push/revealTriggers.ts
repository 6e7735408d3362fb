import type { Context } from 'hono';
import type { AppEnv } from '../pipeline/appEnv.ts';
import type { FoundCall } from '../../shared/upstream/callBook.ts';
import { reservationCall } from '../../shared/upstream/calls/reservation.ts';
import { precheckinConfirmCall } from '../../shared/upstream/calls/precheckin.ts';
import { portalNow } from '../../shared/site/portalClock.ts';
import { waitUntilOf } from '../executionContext.ts';
import { describeError } from '../log.ts';
import { checkReveals } from './revealCheck.ts';
import type { Pending } from './subscriptionStore.ts';

/**
 * Right after a guest's own step may have made the reveal rule hold, the booking's subscriptions
 * are checked, behind the answer: a completed pre-check-in (its confirmation), and a payment, which
 * the guest sees done when the page reads the booking again (a card's or PayPal's result comes back
 * through the provider's page, not through a call of the portal). Only subscriptions waiting on the
 * guest are asked about on a read, so a booking read costs one indexed look-up and nothing else.
 */
export function checkRevealsAfter(c: Context<AppEnv>, { entry, params }: FoundCall): void {
  let which: Pending;
  if (entry === precheckinConfirmCall && params.token) which = { precheckinToken: params.token };
  else if (entry === reservationCall && params.token) which = { token: params.token, waitingOnGuest: true };
  else return;
  // An edge without the portal's push (a step tested alone) has nothing to check.
  const push = c.get('push') as AppEnv['Variables']['push'] | undefined;
  if (!push) return;
  const log = c.get('log');
  waitUntilOf(c)(
    checkReveals(
      {
        env: c.env,
        webcc: c.get('upstreams')['webcc-api'],
        service: push.service,
        catalog: push.catalog,
        log,
        now: portalNow(),
        headers: { 'x-forwarded-for': c.get('client') },
      },
      which,
    ).catch((error: unknown) => log.error('reveal check failed', { cause: describeError(error) })),
  );
}
