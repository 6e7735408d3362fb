import type { D1Database, R2Bucket } from '../../kit/env.ts';
import type { IdentityRow } from '../../identity/identities.ts';
import type { Booking, User } from '../../../shared/account/schemas/user.ts';
import { sandboxStamp } from '../../kit/clock.ts';

export interface UserRow {
  identity_id: string;
  email: string;
  title: string;
  first_name: string;
  last_name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  phone: string;
  picture_key: string | null;
  pending_picture_key: string | null;
  pending_visible_at: string | null;
}

/** Where guestworld-api serves a stored picture; the real service answers its own URL the same way. */
const pictureUrl = (key: string) => `/guestworld-api/v2/users/pictures/${key}`;

export const findUser = (db: D1Database, identityId: string) =>
  db.prepare('SELECT * FROM guestworld_users WHERE identity_id = ?').bind(identityId).first<UserRow>();

/** Creates the user of an identity unless it exists; answers whether it was new. */
export async function ensureUser(db: D1Database, identity: IdentityRow): Promise<boolean> {
  const now = sandboxStamp();
  const result = await db
    .prepare(
      `INSERT INTO guestworld_users (identity_id, email, created_at, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (identity_id) DO NOTHING`,
    )
    .bind(identity.id, identity.email, now, now)
    .run();
  return result.meta.changes > 0;
}

interface BookingRow {
  token: string;
  number: string;
  accommodation_code: string;
  checkin: string;
  checkout: string;
  state: string;
  language: string;
  documents: string;
  name: string;
  place: string;
  country: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
  precheckin_token: string | null;
  precheckin_completed_at: string | null;
  precheckin_available_from: string | null;
}

function bookingJson(row: BookingRow): Booking {
  return {
    token: row.token,
    number: row.number,
    accommodation: {
      code: row.accommodation_code,
      name: row.name,
      place: row.place,
      country: row.country,
      ...(row.image_url && {
        image: {
          url: row.image_url,
          width: row.image_width ?? 640,
          height: row.image_height ?? 400,
          alt: row.image_alt ?? '',
        },
      }),
    },
    checkin: row.checkin,
    checkout: row.checkout,
    state: row.state,
    language: row.language,
    documents: JSON.parse(row.documents) as { name: string }[],
    precheckin: row.precheckin_token
      ? {
          token: row.precheckin_token,
          completed: row.precheckin_completed_at !== null,
          availableFrom: row.precheckin_available_from,
        }
      : null,
  };
}

/** The bookings linked to an account, latest arrival first. */
async function linkedBookings(db: D1Database, identityId: string): Promise<Booking[]> {
  const { results } = await db
    .prepare(
      `SELECT r.token, r.number, r.accommodation_code, r.checkin, r.checkout, r.state, r.language, r.documents,
              a.name, a.place, a.country, a.image_url, a.image_width, a.image_height, a.image_alt,
              p.token AS precheckin_token, p.completed_at AS precheckin_completed_at,
              p.available_from AS precheckin_available_from
       FROM guestworld_links l
       JOIN reservations r ON r.number = l.reservation_number
       JOIN accommodations a ON a.code = r.accommodation_code
       LEFT JOIN precheckins p ON p.reservation_number = r.number
       WHERE l.identity_id = ? ORDER BY r.checkin DESC, r.number`,
    )
    .bind(identityId)
    .all<BookingRow>();
  return results.map(bookingJson);
}

/**
 * A new picture becomes the one shown a moment after its upload (as the real service's image
 * pipeline does): the first read after that moment makes it so.
 */
async function settlePicture(db: D1Database, bucket: R2Bucket, row: UserRow): Promise<UserRow> {
  if (!row.pending_picture_key || !row.pending_visible_at) return row;
  if (row.pending_visible_at > sandboxStamp()) return row;
  await db
    .prepare(
      `UPDATE guestworld_users SET picture_key = pending_picture_key, pending_picture_key = NULL,
         pending_visible_at = NULL WHERE identity_id = ? AND pending_picture_key = ?`,
    )
    .bind(row.identity_id, row.pending_picture_key)
    .run();
  if (row.picture_key) await bucket.delete(row.picture_key);
  return {
    ...row,
    picture_key: row.pending_picture_key,
    pending_picture_key: null,
    pending_visible_at: null,
  };
}

/** Every uploaded picture is due now, as if its moment had passed (the local `/__dev/pictures/settle`). */
export async function makePendingPicturesDue(db: D1Database): Promise<void> {
  await db
    .prepare('UPDATE guestworld_users SET pending_visible_at = ? WHERE pending_picture_key IS NOT NULL')
    .bind(sandboxStamp())
    .run();
}

/** SPEC §3 User as guestworld-api answers it. */
export async function userJson(db: D1Database, bucket: R2Bucket, stored: UserRow): Promise<User> {
  const row = await settlePicture(db, bucket, stored);
  return {
    contacts: {
      title: row.title,
      firstName: row.first_name,
      lastName: row.last_name,
      street: row.street,
      postcode: row.postcode,
      city: row.city,
      country: row.country,
      phone: row.phone,
      email: row.email,
    },
    profileImg: row.picture_key ? pictureUrl(row.picture_key) : null,
    reservations: await linkedBookings(db, row.identity_id),
  };
}
