import type { Env } from '../env.ts';
import type { Upstream } from '../upstreams.ts';
import type { CatalogFor } from '../../shared/site/render.ts';
import { isLanguage } from '../../shared/i18n/languages.ts';
import { todayIso } from '../../shared/reservation/stay.ts';
import { pathTo } from '../../shared/routes/routePaths.ts';
import type { ArrivalPush } from '../../shared/push/arrivalPush.ts';
import { bookingReveal } from './bookingReveal.ts';
import { arrivalReadyTexts } from './pushTexts.ts';
import type { PushService } from './pushService.ts';
import { sendPush } from './sendPush.ts';
import { vapidSettings } from './vapidSettings.ts';
import {
  claim,
  deleteEnded,
  deleteForBooking,
  deleteRow,
  pendingRows,
  release,
  reschedule,
  type Pending,
  type PushRow,
} from './subscriptionStore.ts';

const MINUTE_MS = 60_000;
/**
 * A booking waiting for its payment or pre-check-in is asked again this often: the guest's own
 * payment or completion through the portal is checked at once, and this finds the rest (a transfer
 * received, a payment at the provider's office) within hours.
 */
export const GUEST_RECHECK_MS = 6 * 60 * MINUTE_MS;
/** A service that did not answer, or still withholds a code the rule shows, is asked again after this. */
const RETRY_MS = 15 * MINUTE_MS;

/** What a check works with: the portal's database, webcc-api, the push services, the texts, the clock. */
interface RevealCheckContext {
  env: Env;
  webcc: Upstream;
  service: PushService;
  catalog: CatalogFor;
  log: { info(message: string, fields?: object): void; warn(message: string, fields?: object): void };
  now: Date;
  /** Headers for webcc-api (the visitor's address, where a guest's request started the check). */
  headers?: Record<string, string>;
}

/**
 * Asks whether the reveal rule holds for the bookings `which` names that have subscriptions not yet
 * sent to, and sends each of those one message once it does: at the time the rule names (the Cron
 * Trigger, `due`), right after the guest's payment or pre-check-in completes it (the edge, by the
 * booking or its pre-check-in), and in local mode when the sandbox's clock moves. A booking whose
 * code will never come loses its subscriptions; every stay's go the day after checkout (the
 * scheduled check's sweep; a check a guest's step started finds a stay over as one without a code).
 */
export async function checkReveals(context: RevealCheckContext, which: Pending): Promise<{ sent: number }> {
  const { env, now } = context;
  const vapid = vapidSettings(env);
  if (!vapid) return { sent: 0 };
  // The sweep of ended stays is the scheduled check's: a guest's read stays one indexed look-up.
  if ('due' in which) await deleteEnded(env.DB, todayIso(now));
  const rows = await pendingRows(env.DB, which, now);
  const byBooking = new Map<string, PushRow[]>();
  for (const row of rows) byBooking.set(row.token, [...(byBooking.get(row.token) ?? []), row]);
  let sent = 0;
  for (const [token, subscriptions] of byBooking) {
    const reveal = await bookingReveal(context.webcc, token, now, context.log, context.headers);
    if (reveal.kind === 'unknown' || reveal.kind === 'none') {
      await deleteForBooking(env.DB, token);
      continue;
    }
    if (reveal.kind === 'unanswered') {
      await reschedule(env.DB, token, now.getTime() + RETRY_MS, subscriptions[0]!.waiting_on);
      continue;
    }
    if (reveal.kind === 'later') {
      const nextCheck = reveal.appearsAt?.getTime() ?? now.getTime() + GUEST_RECHECK_MS;
      await reschedule(
        env.DB,
        token,
        Math.max(nextCheck, now.getTime() + MINUTE_MS),
        reveal.appearsAt ? 'time' : 'guest',
      );
      continue;
    }
    for (const row of subscriptions) {
      const payload = arrivalPayload(context.catalog, row, reveal.reservation.accommodation.name);
      if (!(await claim(env.DB, row.id, now))) continue;
      const { delivery, status } = await sendPush(row, payload, {
        vapid,
        service: context.service,
        env,
        now,
      });
      // The booking's number and the push service's host; never the token or the endpoint's path.
      const fields = { reservation: row.number, pushService: new URL(row.endpoint).host, status };
      if (delivery === 'sent') {
        sent++;
        context.log.info('arrival push sent', fields);
      } else if (delivery === 'gone') {
        await deleteRow(env.DB, row.id);
        context.log.info('push subscription gone', fields);
      } else {
        await release(env.DB, row.id, now.getTime() + RETRY_MS);
        context.log.warn('arrival push not delivered', fields);
      }
    }
  }
  return { sent };
}

function arrivalPayload(catalog: CatalogFor, row: PushRow, house: string): ArrivalPush {
  const lang = isLanguage(row.lang) ? row.lang : 'en';
  return {
    kind: 'arrivalReady',
    ...arrivalReadyTexts(catalog, lang, house),
    url: `${pathTo('reservation-arrival', { token: row.token })}?lang=${lang}`,
    reservation: row.number,
  };
}
