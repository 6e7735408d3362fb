import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import { randomToken } from '../kit/secrets.ts';
import { stayTotal } from '../webcc/pricing.ts';
import { addDays, isoDay } from '../kit/days.ts';
import { ACCOMMODATIONS } from '../seed/demoAccommodations.ts';

/** Tables of guestworld-api and the account's forms: emptied, then seeded, with the rest. */
const TABLES = [
  'guestworld_link_codes',
  'guestworld_links',
  'guestworld_users',
  'guestworld_deletion_surveys',
  'personal_catalog_requests',
  'client_rate_hits',
];

interface DemoUser {
  email: string;
  contacts: [
    title: string,
    first: string,
    last: string,
    street: string,
    postcode: string,
    city: string,
    country: string,
    phone: string,
  ];
  pictureKey: string | null;
  language: 'en' | 'de';
  /** Number suffix, days from today to arrival, state; linked unless `unlinked`. */
  bookings: { number: string; arrivesIn: number; state: string; unlinked?: true }[];
}

/**
 * The demo accounts' profiles: Anna with a picture and a dozen bookings in every card status (more
 * than one page), Jonas with a few; each has one booking under their e-mail that is not linked yet.
 */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'anna.demo@example.com',
    contacts: ['F', 'Anna', 'Demo', 'Harbour Lane 7', 'BN1 1AA', 'Brighton', 'GB', '441273000000'],
    pictureKey: 'demo-anna',
    language: 'en',
    bookings: [
      { number: '4815170001', arrivesIn: 14, state: 'OK' },
      { number: '4815170002', arrivesIn: -3, state: 'OK' },
      { number: '4815170003', arrivesIn: 40, state: 'RQ' },
      { number: '4815170004', arrivesIn: 25, state: 'CA' },
      { number: '4815170005', arrivesIn: -60, state: 'OK' },
      { number: '4815170006', arrivesIn: 80, state: 'OK' },
      { number: '4815170007', arrivesIn: -120, state: 'OK' },
      { number: '4815170008', arrivesIn: 150, state: 'OP' },
      { number: '4815170009', arrivesIn: 90, state: 'XX' },
      { number: '4815170010', arrivesIn: -200, state: 'OK' },
      { number: '4815170011', arrivesIn: 200, state: 'OK' },
      { number: '4815170012', arrivesIn: -300, state: 'OK' },
      { number: '4815170013', arrivesIn: 60, state: 'OK', unlinked: true },
    ],
  },
  {
    email: 'jonas.demo@example.com',
    contacts: ['M', 'Jonas', 'Demo', 'Deichstraße 3', '25980', 'Sylt', 'DE', '4946510000'],
    pictureKey: null,
    language: 'de',
    bookings: [
      { number: '4815170021', arrivesIn: 30, state: 'OK' },
      { number: '4815170022', arrivesIn: -1, state: 'OK' },
      { number: '4815170023', arrivesIn: -50, state: 'OK' },
      { number: '4815170024', arrivesIn: 20, state: 'CA' },
      { number: '4815170025', arrivesIn: 45, state: 'OK', unlinked: true },
    ],
  },
];

const NIGHTS = 7;
const PERSONS = { adults: 2, children: 0, babies: 0 };

function bookingStatements(db: D1Database, user: DemoUser, today: Date, now: Date): D1PreparedStatement[] {
  return user.bookings.flatMap((booking, index) => {
    const accommodation = ACCOMMODATIONS[index % ACCOMMODATIONS.length]!;
    const checkin = addDays(today, booking.arrivesIn);
    const cancelled = booking.state === 'CA' || booking.state === 'XX';
    const paid = booking.arrivesIn < 30 && !cancelled;
    const total = stayTotal(accommodation, NIGHTS, PERSONS, []);
    const statements = [
      db
        .prepare(
          `INSERT INTO reservations (token, number, accommodation_code, checkin, checkout, language, state, email, documents,
            insert_date, partner_id, last_modified, adults, children, babies, currency, paid_amount, payment_due,
            cancelled_at, cancellation_fee)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, 0, 0, 'EUR', ?, ?, ?, ?)`,
        )
        .bind(
          randomToken(),
          booking.number,
          accommodation.code,
          isoDay(checkin),
          isoDay(addDays(checkin, NIGHTS)),
          user.language,
          booking.state,
          user.email,
          JSON.stringify([{ name: 'invoice' }, { name: 'voucher' }]),
          isoDay(addDays(today, -90)),
          now.toISOString(),
          PERSONS.adults,
          paid ? total : 0,
          isoDay(addDays(checkin, -30)),
          cancelled ? addDays(today, -5).toISOString() : null,
          cancelled ? Math.round(total * 0.2) : null,
        ),
    ];
    if (!booking.unlinked) {
      statements.push(
        db
          .prepare(
            'INSERT INTO guestworld_links (reservation_number, identity_id, linked_at) SELECT ?, id, ? FROM identities WHERE email = ?',
          )
          .bind(booking.number, now.toISOString(), user.email),
      );
    }
    return statements;
  });
}

/** guestworld-api's demo data, for the seed's batch (after the identities and accommodations). */
export function guestworldUserStatements(db: D1Database, today: Date, now: Date): D1PreparedStatement[] {
  return [
    ...TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)),
    ...DEMO_USERS.flatMap((user) => [
      db
        .prepare(
          `INSERT INTO guestworld_users (identity_id, email, title, first_name, last_name, street, postcode, city, country,
             phone, picture_key, created_at, updated_at)
           SELECT id, email, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM identities WHERE email = ?`,
        )
        .bind(...user.contacts, user.pictureKey, now.toISOString(), now.toISOString(), user.email),
      ...bookingStatements(db, user, today, now),
    ]),
  ];
}
