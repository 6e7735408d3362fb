import { Hono } from 'hono';
import type { D1Database } from '../env.ts';
import { isWellFormedToken } from '../../shared/paths.ts';
import type { Reservation } from '../../shared/schemas/reservation.ts';
import { badRequest, notFound } from './badRequest.ts';

interface ReservationRow {
  token: string;
  number: string;
  accommodation_code: string;
  checkin: string;
  checkout: string;
  language: string;
  state: string;
  documents: string;
  insert_date: string;
  partner_id: string | null;
  name: string;
  place: string;
  country: string;
  max_guests: number;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toReservation(row: ReservationRow): Reservation {
  return {
    token: row.token,
    number: row.number,
    accommodationCode: row.accommodation_code,
    accommodation: {
      code: row.accommodation_code,
      name: row.name,
      place: row.place,
      country: row.country,
      maxGuests: row.max_guests,
      ...(row.image_url && row.image_width && row.image_height
        ? {
            image: {
              url: row.image_url,
              width: row.image_width,
              height: row.image_height,
              alt: row.image_alt ?? row.name,
            },
          }
        : {}),
    },
    checkin: row.checkin,
    checkout: row.checkout,
    duration: Math.round((Date.parse(row.checkout) - Date.parse(row.checkin)) / DAY_MS),
    language: row.language,
    state: row.state,
    documents: JSON.parse(row.documents) as { name: string }[],
    insertDate: row.insert_date,
    partnerid: row.partner_id,
  };
}

/** webcc-api reservations by token. */
export function reservationRoutes(db: () => D1Database) {
  const routes = new Hono();
  routes.get('/webcc-api/', (c) => c.json({ service: 'webcc-api', status: 'ok' }));
  routes.get('/webcc-api/v1/booking/reservations/:token', async (c) => {
    const token = c.req.param('token');
    if (!isWellFormedToken(token)) {
      return badRequest(c, [{ path: ['token'], message: 'not a reservation token' }]);
    }
    const row = await db()
      .prepare(
        `SELECT r.*, a.name, a.place, a.country, a.max_guests, a.image_url, a.image_width, a.image_height, a.image_alt
         FROM reservations r JOIN accommodations a ON a.code = r.accommodation_code WHERE r.token = ?`,
      )
      .bind(token)
      .first<ReservationRow>();
    if (!row) return notFound(c, 'reservation');
    return c.json(toReservation(row));
  });
  return routes;
}
