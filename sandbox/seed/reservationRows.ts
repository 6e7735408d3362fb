import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import { randomToken } from '../kit/secrets.ts';
import { addDays, isoDay } from '../kit/days.ts';
import { stayTotal } from '../webcc/pricing.ts';
import { ALL_ACCOMMODATIONS, SERVICES } from './demoAccommodations.ts';
import { RESERVATIONS } from './demoReservations.ts';

/** The demo bookings, their days counted from `today`, with the services booked. */
export function reservationStatements(db: D1Database, today: Date, now: Date): D1PreparedStatement[] {
  return RESERVATIONS.flatMap((r) => {
    const accommodation = ALL_ACCOMMODATIONS.find((a) => a.code === r.accommodationCode)!;
    const services = Object.entries(r.services).map(([code, quantity]) => {
      const service = SERVICES.find((s) => s.code === code)!;
      return { unit: service.unit, price: service.price, quantity };
    });
    const total = stayTotal(accommodation, r.nights, r.persons, services);
    const checkin = addDays(today, r.arrivesIn);
    const cancelled = r.state === 'CA' || r.state === 'XX';
    const fee = cancelled ? Math.round(total * 0.2) : null;
    return [
      db
        .prepare(
          `INSERT INTO reservations (token, number, accommodation_code, checkin, checkout, language, state, email, documents,
            insert_date, partner_id, last_modified, adults, children, babies, currency, paid_amount, payment_due,
            cancelled_at, cancellation_fee)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          randomToken(),
          r.number,
          r.accommodationCode,
          isoDay(checkin),
          isoDay(addDays(checkin, r.nights)),
          r.language,
          r.state,
          r.email,
          JSON.stringify(r.documents.map((name) => ({ name }))),
          isoDay(addDays(today, -60)),
          r.partnerId,
          now.toISOString(),
          r.persons.adults,
          r.persons.children,
          r.persons.babies,
          'EUR',
          Math.round(total * r.paid),
          isoDay(addDays(checkin, -30)),
          cancelled ? addDays(today, -3).toISOString() : null,
          fee,
        ),
      ...Object.entries(r.services).map(([code, quantity]) =>
        db
          .prepare('INSERT INTO reservation_services (number, code, quantity) VALUES (?, ?, ?)')
          .bind(r.number, code, quantity),
      ),
    ];
  });
}
