import { Hono } from 'hono';
import type { D1Database } from '../../kit/env.ts';
import { requireSession, type SignedInEnv } from '../session.ts';
import { guestworldError } from '../errors.ts';
import { linkRequestSchema } from '../../../shared/account/schemas/user.ts';
import { BOOKING_LINK_CODES, checkCode, issueCode } from '../../kit/oneTimeCodes.ts';
import { findByToken, maskEmail } from '../../webcc/reservationStore.ts';
import { findUser, userJson } from './store.ts';
import { USERS } from './profile.ts';
import { fieldsOf, jsonBody } from './body.ts';
import { mailGuest } from '../../kit/mails.ts';
import { sandboxStamp } from '../../kit/clock.ts';

/**
 * SPEC §7 users POST /link: a reservation joins the account whose e-mail it was booked with,
 * proven by a one-time code mailed to that address.
 */
export function linkRoutes(database: () => D1Database): Hono<SignedInEnv> {
  const app = new Hono<SignedInEnv>();
  app.use(`${USERS}/link`, requireSession(database));

  app.post(`${USERS}/link`, async (c) => {
    const db = database();
    const body = linkRequestSchema.safeParse(await jsonBody(c));
    if (!body.success)
      return guestworldError(c, 400, 'invalidInput', 'Invalid link request', fieldsOf(body.error));
    const user = await findUser(db, c.get('identity').id);
    if (!user) return guestworldError(c, 404, 'userNotFound', 'No user for this identity yet');
    const reservation = await findByToken(db, body.data.reservationToken);
    if (!reservation) return guestworldError(c, 404, 'reservationNotFound', 'No reservation with this token');
    const linked = await db
      .prepare('SELECT identity_id FROM guestworld_links WHERE reservation_number = ?')
      .bind(reservation.number)
      .first<{ identity_id: string }>();
    if (linked) return guestworldError(c, 409, 'alreadyLinkedError', 'The reservation is already linked');
    // Only an address the identity has proven links a booking, and the identity's current one.
    const identity = c.get('identity');
    if (!identity.verified_at) {
      return guestworldError(c, 403, 'emailNotVerified', 'Verify the account’s e-mail address first');
    }
    if (reservation.email.toLowerCase() !== identity.email.toLowerCase()) {
      return guestworldError(
        c,
        403,
        'emailMismatchError',
        'The email address does not match the reservation',
      );
    }

    const key = [user.identity_id, reservation.number];
    if (!body.data.otp) {
      const issued = await issueCode(db, BOOKING_LINK_CODES, key);
      if ('retryAfterSeconds' in issued) {
        c.header('Retry-After', String(issued.retryAfterSeconds));
        return guestworldError(c, 429, 'tooManyCodes', 'Too many codes: wait before asking for another');
      }
      await mailGuest(db, reservation.email, reservation.language, 'linkCode', {
        number: reservation.number,
        code: issued.code,
      });
      return c.json({ status: 'codeSent', sentTo: maskEmail(reservation.email) }, 202);
    }

    const check = await checkCode(db, BOOKING_LINK_CODES, key, body.data.otp);
    if (check === 'invalid') return guestworldError(c, 400, 'invalidCode', 'The code is not right');
    if (check !== 'valid') {
      return guestworldError(c, 400, 'expiredCode', 'The code has expired or was spent: ask for a new one');
    }
    const where = 'WHERE identity_id = ? AND reservation_number = ?';
    await db.batch([
      db.prepare(`DELETE FROM guestworld_link_codes ${where}`).bind(user.identity_id, reservation.number),
      db
        .prepare('INSERT INTO guestworld_links (reservation_number, identity_id, linked_at) VALUES (?, ?, ?)')
        .bind(reservation.number, user.identity_id, sandboxStamp()),
    ]);
    return c.json(await userJson(db, c.env.PICTURES, user), 200);
  });

  return app;
}
