import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { reservationLinkRequestSchema } from '../../shared/account/schemas/reservationLinkRequest.ts';
import { badRequest } from '../kit/badRequest.ts';
import { clientOf } from '../kit/clientAddress.ts';
import { allowCall, type RateLimit } from '../kit/clientRateLimit.ts';
import { findByNumber } from './reservationStore.ts';
import { mailGuestWithin } from '../kit/mails.ts';
import type { MailLimit } from '../kit/outbox.ts';
import { uiOriginOf } from '../identity/uiUrls.ts';

/** Five requests per client in ten minutes: enough for typos, too few to probe bookings. */
export const LINK_AGAIN_LIMIT: RateLimit = { bucket: 'reservationLink', limit: 5, windowMs: 10 * 60 * 1000 };

/** A booking's address gets its link at most three times an hour, whoever asks. */
const LINKS_PER_ADDRESS: MailLimit = { count: 3, windowMs: 60 * 60 * 1000 };

/**
 * "Send me my link again": booking number and e-mail. When they match, the reservation's (or its
 * pre-check-in's) link is mailed; the answer is the same 202 either way.
 */
export function reservationLinkAgainRoutes(database: () => D1Database): Hono<SandboxAppEnv> {
  const app = new Hono<SandboxAppEnv>();
  app.post('/webcc-api/v1/forms/reservationLink', async (c) => {
    const db = database();
    if (!(await allowCall(db, LINK_AGAIN_LIMIT, clientOf(c)))) {
      return c.json({ error: 'rate_limited', message: 'Too many attempts. Please wait and try again' }, 429);
    }
    const body = reservationLinkRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return badRequest(c, body.error.issues);
    const { number, email, language, kind } = body.data;
    const row = await findByNumber(db, number);
    if (row && row.email.toLowerCase() === email.toLowerCase()) {
      const precheckin =
        kind === 'precheckin'
          ? await db
              .prepare('SELECT token FROM precheckins WHERE reservation_number = ?')
              .bind(number)
              .first<{ token: string }>()
          : null;
      const path = precheckin ? `/precheckins/${precheckin.token}` : `/reservations/${row.token}`;
      const url = `${uiOriginOf(c)}${path}?lang=${language}`;
      // Past the limit nothing is sent, and the answer stays the same: it tells nothing either way.
      await mailGuestWithin(db, row.email, language, 'reservationLink', { number, url }, LINKS_PER_ADDRESS);
    }
    return c.json({ status: 'accepted' }, 202);
  });
  return app;
}
