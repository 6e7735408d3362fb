import { Hono } from 'hono';
import { html } from 'hono/html';
import type { SandboxAppEnv } from '../kit/env.ts';
import { listMail } from '../kit/outbox.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';
import { ensureSeeded, resetSandbox } from '../seed/seed.ts';
import { MAX_LATENCY_MS, setLatency } from '../kit/latency.ts';
import { MAX_DAYS_AHEAD, moveClock, sandboxToday } from '../kit/clock.ts';
import { clearFaults, injectFault } from '../kit/faults.ts';
import { badRequest } from '../kit/badRequest.ts';
import { paymentPageRoutes } from '../webcc/paymentPage.ts';
import { receiveTransfer } from '../webcc/bankTransfers.ts';
import { devPage } from './devPage.ts';
import { partnerToken, SEED_PARTNERS } from '../webcc/partners.ts';
import { precheckinFixtures } from './precheckinFixtures.ts';
import * as z from 'zod/mini';
import { identityRoutes } from '../identity/routes.ts';
import { accountFixtures } from '../guestworld/userFixtures.ts';
import { makePendingPicturesDue } from '../guestworld/users/store.ts';
import { sharedWishlistFixtures } from '../guestworld/seedWishlists.ts';
import { clearReports, reportRoutes } from './reports.ts';
import { deleteEndedRegistrations } from '../webcc/registrationRetention.ts';
import { isCalendarDay } from '../../shared/reservation/calendarDays.ts';
import { clearTagManager, tagManagerRoutes } from './tagManager.ts';
import type { ReservationRow } from '../webcc/reservationStore.ts';
import { arrivalFixture } from '../webcc/arrivals.ts';
import { uiOriginOf } from '../identity/uiUrls.ts';
import { mailReadyArrivals } from '../webcc/arrivalReadyMails.ts';
import { pushServiceRoutes } from '../push/pushService.ts';

const faultSchema = z.object({
  service: z.enum(['conf-api', 'webcc-api', 'guestworld-api', 'validation-api']),
  status: z.number().check(z.int(), z.gte(500), z.lte(599)),
  count: z.number().check(z.int(), z.gte(1), z.lte(100)),
  path: z.optional(z.string().check(z.regex(/^\/[\w\-/.]*$/), z.maxLength(200))),
});
const retentionSchema = z.object({
  today: z.optional(z.string().check(z.refine(isCalendarDay, 'a day as YYYY-MM-DD'))),
});
const transferSchema = z.object({ number: z.string().check(z.regex(/^\d{6,12}$/)) });
const latencySchema = z.object({ ms: z.number().check(z.int(), z.gte(0), z.lte(MAX_LATENCY_MS)) });
const clockSchema = z.object({ days: z.number().check(z.int(), z.gte(0), z.lte(MAX_DAYS_AHEAD)) });

/**
 * The sandbox's own pages: `/__dev/*` (demo data, outbox, payment and sign-in provider pages) and
 * the identity service at Kratos's paths. Local mode serves them on the portal's origin.
 */
export const SANDBOX_PAGE_PATHS = /^\/(__dev\/|self-service\/|sessions(\/|$)|\.well-known\/ory\/|schemas\/)/;

/**
 * `/__dev/*`: the demo data, the outbox, the reporting sink and the tag manager's stand-in, for
 * people and tests. Local mode only.
 */
export function devRoutes() {
  const dev = new Hono<SandboxAppEnv>();
  dev.use('/__dev/*', async (c, next) => {
    await ensureSeeded(c.env.DB);
    await next();
    c.header('Cache-Control', 'no-store');
  });

  dev.route('/', paymentPageRoutes());
  dev.route('/', identityRoutes());
  dev.route('/', reportRoutes());
  dev.route('/', tagManagerRoutes());
  dev.route('/', pushServiceRoutes());

  dev.get('/__dev/fixtures.json', async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT * FROM reservations ORDER BY number',
    ).all<ReservationRow>();
    const fixtures: Fixtures = {
      reservations: await Promise.all(
        results.map(async (r) => ({
          token: r.token,
          number: r.number,
          state: r.state,
          language: r.language,
          email: r.email,
          url: `/reservations/${r.token}?lang=${r.language}`,
          arrival: await arrivalFixture(c.env.DB, r),
        })),
      ),
      precheckins: await precheckinFixtures(c.env.DB),
      accounts: await accountFixtures(c.env.DB),
      wishlists: await sharedWishlistFixtures(c.env.DB),
      partners: await Promise.all(SEED_PARTNERS.map(async ({ id }) => ({ id, jwt: await partnerToken(id) }))),
    };
    return c.json(fixtures);
  });

  dev.get('/__dev/mailbox.json', async (c) => c.json(await listMail(c.env.DB)));

  dev.get('/__dev/mailbox', async (c) => {
    const mails = await listMail(c.env.DB);
    return c.html(
      devPage(
        'Sandbox mailbox',
        html`<p>Every e-mail the sandbox would have sent, newest first.</p>
          ${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
          ${mails.map(
            (mail) =>
              html`<article>
                <h2>${mail.subject}</h2>
                <p>To: ${mail.to} · <time datetime="${mail.createdAt}">${mail.createdAt}</time></p>
                <pre>${mail.text}</pre>
              </article>`,
          )}`,
      ),
    );
  });

  dev.post('/__dev/latency', async (c) => {
    const body = latencySchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return badRequest(c, body.error.issues);
    setLatency(body.data.ms);
    return c.json({ latencyMs: body.data.ms });
  });

  // The provider's bank receives the transfer a guest announced: the booking turns paid.
  dev.post('/__dev/transfers/receive', async (c) => {
    const body = transferSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return badRequest(c, body.error.issues);
    if (!(await receiveTransfer(c.env.DB, body.data.number)))
      return c.json({ error: 'no_transfer_awaited' }, 404);
    await mailReadyArrivals(c.env.DB, { origin: uiOriginOf(c), number: body.data.number });
    return c.json({ received: body.data.number });
  });

  // The sandbox's one clock moved ahead (sandbox/kit/clock.ts), every rule with it: `{"days": 0}` brings it back to today.
  dev.post('/__dev/clock', async (c) => {
    const body = clockSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return badRequest(c, body.error.issues);
    moveClock(body.data.days);
    // What the new day makes due is done before the answer, so a test never waits for it.
    await mailReadyArrivals(c.env.DB, { origin: uiOriginOf(c) });
    return c.json({ daysAhead: body.data.days });
  });

  dev.post('/__dev/faults', async (c) => {
    const body = faultSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return badRequest(c, body.error.issues);
    injectFault(body.data.service, {
      status: body.data.status,
      count: body.data.count,
      path: body.data.path,
    });
    return c.json(body.data);
  });

  // An upload shows a moment later; a journey moves that moment to now instead of waiting for it.
  dev.post('/__dev/pictures/settle', async (c) => {
    await makePendingPicturesDue(c.env.DB);
    return c.json({ status: 'settled' });
  });

  // The retention of registrations as on a day the caller chooses, else on the sandbox's
  // day (`/__dev/clock`); the sandbox also deletes a registration on its own when it is read after its day.
  dev.post('/__dev/retention', async (c) => {
    const body = retentionSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return badRequest(c, body.error.issues);
    const today = body.data.today ?? sandboxToday();
    return c.json({ deleted: await deleteEndedRegistrations(c.env.DB, today) });
  });

  dev.post('/__dev/reset', async (c) => {
    // The clock first: the demo data is seeded relative to its today, which a reset makes the real one.
    moveClock(0);
    await resetSandbox(c.env.DB);
    setLatency(0);
    clearFaults();
    clearReports();
    clearTagManager();
    return c.json({ status: 'reset' });
  });

  return dev;
}
