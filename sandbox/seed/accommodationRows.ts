import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import { ALL_ACCOMMODATIONS, SERVICES } from './demoAccommodations.ts';

/** The demo houses and each one's catalogue of services. */
export function accommodationStatements(db: D1Database): D1PreparedStatement[] {
  return ALL_ACCOMMODATIONS.flatMap((a) => [
    db
      .prepare(
        `INSERT INTO accommodations (code, name, street, zip, place, region, country, max_guests, nightly_rate,
          included_persons, extra_person_rate, image_url, image_width, image_height, image_alt, key_handover, keyholder)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        a.code,
        a.name,
        a.street,
        a.zip,
        a.place,
        a.region,
        a.country,
        a.maxGuests,
        a.nightlyRate,
        a.includedPersons,
        a.extraPersonRate,
        a.image.url,
        a.image.width,
        a.image.height,
        a.image.alt,
        JSON.stringify(a.keyHandover),
        JSON.stringify(a.keyholder),
      ),
    ...SERVICES.map((s) =>
      db
        .prepare(
          'INSERT INTO service_catalogue (accommodation_code, code, name_en, name_de, price, unit, max_quantity) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(a.code, s.code, s.en, s.de, s.price, s.unit, s.maxQuantity(a)),
    ),
  ]);
}
