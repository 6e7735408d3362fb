import type { D1Database } from '../env.ts';

/** A device's subscription against a booking (migrations/0001_push_subscriptions.sql). */
export interface PushRow {
  id: number;
  token: string;
  number: string;
  precheckin_token: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  keep_until: string;
  next_check_at: number;
  waiting_on: 'time' | 'guest';
  notified_at: number | null;
  created_at: number;
}

type NewPushRow = Omit<PushRow, 'id' | 'notified_at'>;

/**
 * The devices one booking may have told: a family's phones and a laptop or two. Beyond it a caller
 * holding the link is filling the table rather than waiting for a code.
 */
export const MAX_DEVICES_PER_BOOKING = 10;

/**
 * Keeps the subscription, or renews its keys and dates where the device subscribed before (a
 * message it was already sent stays sent). False where the booking has its devices already.
 */
export async function saveSubscription(db: D1Database, row: NewPushRow): Promise<boolean> {
  // One list for both statements: ?1 and ?2 find the device's row, the rest are its fields.
  const values = [
    row.token,
    row.endpoint,
    row.number,
    row.precheckin_token,
    row.p256dh,
    row.auth,
    row.lang,
    row.keep_until,
    row.next_check_at,
    row.waiting_on,
    row.created_at,
    MAX_DEVICES_PER_BOOKING,
  ];
  const renewed = await db
    .prepare(
      `UPDATE push_subscriptions SET number = ?3, precheckin_token = ?4, p256dh = ?5, auth = ?6, lang = ?7,
         keep_until = ?8, next_check_at = ?9, waiting_on = ?10 WHERE token = ?1 AND endpoint = ?2`,
    )
    .bind(...values.slice(0, 10))
    .run();
  if (renewed.meta.changes > 0) return true;
  // Counted and written in one statement: parallel calls cannot all pass the count.
  const added = await db
    .prepare(
      `INSERT OR IGNORE INTO push_subscriptions (token, endpoint, number, precheckin_token, p256dh, auth, lang,
         keep_until, next_check_at, waiting_on, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11
       WHERE (SELECT COUNT(*) FROM push_subscriptions WHERE token = ?1) < ?12`,
    )
    .bind(...values)
    .run();
  return added.meta.changes > 0;
}

/** Every booking a device's subscription is kept against goes. */
export async function deleteByEndpoint(db: D1Database, endpoint: string): Promise<number> {
  const { meta } = await db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').bind(endpoint).run();
  return meta.changes;
}

/** DESIGN §10: nothing of a stay is kept past the day after its checkout. */
export async function deleteEnded(db: D1Database, today: string): Promise<void> {
  await db.prepare('DELETE FROM push_subscriptions WHERE keep_until < ?').bind(today).run();
}

export async function deleteForBooking(db: D1Database, token: string): Promise<void> {
  await db.prepare('DELETE FROM push_subscriptions WHERE token = ?').bind(token).run();
}

export async function deleteRow(db: D1Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM push_subscriptions WHERE id = ?').bind(id).run();
}

/** Which subscriptions a check asks about: those due, or one booking's (by its token or its pre-check-in's). */
export type Pending = { due: true } | { token: string; waitingOnGuest?: true } | { precheckinToken: string };

/** The subscriptions not yet sent to, of the bookings `which` names. */
export async function pendingRows(db: D1Database, which: Pending, now: Date): Promise<PushRow[]> {
  const [where, value] =
    'due' in which
      ? ['next_check_at <= ?', now.getTime()]
      : 'precheckinToken' in which
        ? ['precheckin_token = ?', which.precheckinToken]
        : [which.waitingOnGuest ? "token = ? AND waiting_on = 'guest'" : 'token = ?', which.token];
  const { results } = await db
    .prepare(`SELECT * FROM push_subscriptions WHERE notified_at IS NULL AND ${where} ORDER BY id LIMIT 500`)
    .bind(value)
    .all<PushRow>();
  return results;
}

/** One check claims a subscription before it sends: two checks at once send it one message. */
export async function claim(db: D1Database, id: number, now: Date): Promise<boolean> {
  const { meta } = await db
    .prepare('UPDATE push_subscriptions SET notified_at = ? WHERE id = ? AND notified_at IS NULL')
    .bind(now.getTime(), id)
    .run();
  return meta.changes > 0;
}

/** A send that failed is tried again at the next check from `retryAt`. */
export async function release(db: D1Database, id: number, retryAt: number): Promise<void> {
  await db
    .prepare('UPDATE push_subscriptions SET notified_at = NULL, next_check_at = ? WHERE id = ?')
    .bind(retryAt, id)
    .run();
}

export async function reschedule(
  db: D1Database,
  token: string,
  nextCheckAt: number,
  waitingOn: PushRow['waiting_on'],
): Promise<void> {
  await db
    .prepare(
      'UPDATE push_subscriptions SET next_check_at = ?, waiting_on = ? WHERE token = ? AND notified_at IS NULL',
    )
    .bind(nextCheckAt, waitingOn, token)
    .run();
}
