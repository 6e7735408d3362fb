import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { D1Database } from '../../env.ts';
import { requireSession, type SignedInEnv } from '../session.ts';
import { guestworldError } from '../errors.ts';
import { linkRequestSchema } from '../../../shared/account/schemas/user.ts';
import { sha256Hex } from '../../../shared/site/sha256.ts';
import { sixDigitCode } from '../../secrets.ts';
import { findByToken, maskEmail } from '../../reservationStore.ts';
import { findUser, userJson } from './store.ts';
import { USERS } from './profile.ts';
import { fieldsOf, jsonBody } from './body.ts';
import { mailGuest } from '../../mails.ts';

/** SPEC §7 link code: 15 minutes, 5 tries. */
const LINK_CODE_TTL_MS = 15 * 60 * 1000;
const LINK_CODE_TRIES = 5;

const hash = (number: string, code: string) => sha256Hex(`link:${number}:${code}`);

interface CodeRow {
  code_hash: string;
  attempts: number;
  expires_at: string;
}

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
    if (reservation.email.toLowerCase() !== user.email.toLowerCase()) {
      return guestworldError(
        c,
        403,
        'emailMismatchError',
        'The email address does not match the reservation',
      );
    }

    if (!body.data.otp) {
      const code = sixDigitCode();
      await db
        .prepare(
          `INSERT INTO guestworld_link_codes (identity_id, reservation_number, code_hash, attempts, expires_at)
           VALUES (?, ?, ?, 0, ?) ON CONFLICT (identity_id, reservation_number) DO UPDATE SET
           code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
        )
        .bind(
          user.identity_id,
          reservation.number,
          await hash(reservation.number, code),
          new Date(Date.now() + LINK_CODE_TTL_MS).toISOString(),
        )
        .run();
      await mailGuest(db, reservation.email, reservation.language, 'linkCode', {
        number: reservation.number,
        code,
      });
      return c.json({ status: 'codeSent', sentTo: maskEmail(reservation.email) }, 202);
    }

    const where = 'WHERE identity_id = ? AND reservation_number = ?';
    const stored = await db
      .prepare(`SELECT code_hash, attempts, expires_at FROM guestworld_link_codes ${where}`)
      .bind(user.identity_id, reservation.number)
      .first<CodeRow>();
    if (!stored || stored.attempts >= LINK_CODE_TRIES || stored.expires_at <= new Date().toISOString()) {
      return guestworldError(c, 400, 'expiredCode', 'The code has expired or was spent: ask for a new one');
    }
    if (!(await timingSafeEqual(stored.code_hash, await hash(reservation.number, body.data.otp)))) {
      await db
        .prepare(`UPDATE guestworld_link_codes SET attempts = attempts + 1 ${where}`)
        .bind(user.identity_id, reservation.number)
        .run();
      return guestworldError(c, 400, 'invalidCode', 'The code is not right');
    }
    await db.batch([
      db.prepare(`DELETE FROM guestworld_link_codes ${where}`).bind(user.identity_id, reservation.number),
      db
        .prepare('INSERT INTO guestworld_links (reservation_number, identity_id, linked_at) VALUES (?, ?, ?)')
        .bind(reservation.number, user.identity_id, new Date().toISOString()),
    ]);
    return c.json(await userJson(db, c.env.PICTURES, user), 200);
  });

  return app;
}
