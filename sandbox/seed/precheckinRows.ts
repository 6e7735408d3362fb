import type { D1Database, D1PreparedStatement } from '../kit/env.ts';
import { BOOKED_PAX_TYPES, paxGroups } from '../../shared/precheckin/paxCounts.ts';
import { rulesFor } from '../../shared/precheckin/countryRules/rulesFor.ts';
import { layoutFor } from '../../shared/precheckin/countryRules/fieldNeeds.ts';
import { randomToken } from '../kit/secrets.ts';
import { addDays, isoDay } from '../kit/days.ts';
import { countryOf } from './demoAccommodations.ts';
import { RESERVATIONS } from './demoReservations.ts';
import { completedSteps, PRECHECKINS } from './demoPrecheckins.ts';
import { seededSignatureStatements } from './signatureRows.ts';

/** The demo pre-check-ins, a completed one with its travellers and their signatures. */
export function precheckinStatements(db: D1Database, today: Date, now: Date): D1PreparedStatement[] {
  return PRECHECKINS.flatMap((p) => {
    const reservation = RESERVATIONS.find((r) => r.number === p.number)!;
    const rules = rulesFor(countryOf(reservation.accommodationCode));
    // The provider's pax types are the booking's age bands (issue 43: one set of age groups).
    const pax = paxGroups(BOOKED_PAX_TYPES, reservation.persons);
    const done = p.completed ? completedSteps(reservation.persons) : null;
    const token = randomToken();
    const precheckin = db
      .prepare(
        `INSERT INTO precheckins (token, reservation_number, mode, available_from, layout_first, layout_fellows, pax_types, pax_saved,
          customer, contact, travellers, services_saved, completed_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        token,
        p.number,
        p.mode,
        p.opensIn === undefined ? null : isoDay(addDays(today, p.opensIn)),
        JSON.stringify(layoutFor(rules, 'first')),
        JSON.stringify(layoutFor(rules, 'fellow')),
        JSON.stringify(pax),
        done ? 1 : 0,
        done ? JSON.stringify(done.customer) : null,
        done ? JSON.stringify(done.contact) : null,
        JSON.stringify(done?.travellers ?? []),
        done ? 1 : 0,
        done ? now.toISOString() : null,
        now.toISOString(),
      );
    if (!done) return [precheckin];
    const checkin = isoDay(addDays(today, reservation.arrivesIn));
    return [
      precheckin,
      ...seededSignatureStatements(db, { token, checkin, travellers: done.travellers, rules, now }),
    ];
  });
}
