import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import { sixDigitCode } from '../kit/secrets.ts';
import { BOOKINGS_WITH_ARRIVAL, HOUSE_ARRIVALS } from './demoArrivals.ts';

/** Each house's arrival information and the code of each booking that has one. */
export function arrivalStatements(
  db: D1Database,
  reservations: readonly { number: string; accommodationCode: string }[],
): D1PreparedStatement[] {
  const houses = HOUSE_ARRIVALS.map((h) =>
    db
      .prepare(
        `INSERT INTO accommodation_arrivals (accommodation_code, time_zone, latitude, longitude, checkin_from, checkin_until,
          checkout_until, handover_kind, texts, wifi_name, wifi_password, emergency_phone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        h.accommodationCode,
        h.timeZone,
        h.latitude,
        h.longitude,
        h.checkinFrom,
        h.checkinUntil,
        h.checkoutUntil,
        h.handover,
        JSON.stringify(h.texts),
        h.wifi?.name ?? null,
        h.wifi?.password ?? null,
        h.emergencyPhone,
      ),
  );
  const bookings = reservations
    .filter((r) => r.number in BOOKINGS_WITH_ARRIVAL)
    .map((r) => {
      const booking = BOOKINGS_WITH_ARRIVAL[r.number]!;
      const house = HOUSE_ARRIVALS.find((h) => h.accommodationCode === r.accommodationCode)!;
      // A new four-digit code for every booking, as key boxes with booking codes give.
      const code = house.handover === 'keyBox' ? sixDigitCode().slice(2) : null;
      return db
        .prepare(
          'INSERT INTO reservation_arrivals (number, access_code, payment_on_site, reveal_hours) VALUES (?, ?, ?, ?)',
        )
        .bind(r.number, code, booking.paymentOnSite ? 1 : 0, booking.revealHours ?? null);
    });
  return [...houses, ...bookings];
}
