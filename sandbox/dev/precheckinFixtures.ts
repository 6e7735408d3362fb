import type { D1Database } from '../kit/env.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';
import { isPrecheckinExpired } from '../../shared/reservation/stay.ts';
import { sandboxToday } from '../kit/clock.ts';

/** The pre-check-ins of the demo data, for /__dev/fixtures.json. */
export async function precheckinFixtures(db: D1Database): Promise<Fixtures['precheckins']> {
  const { results } = await db
    .prepare(
      `SELECT p.token, p.mode, p.reservation_number AS number, p.available_from, p.completed_at, r.checkin, r.language, a.country
       FROM precheckins p JOIN reservations r ON r.number = p.reservation_number
       JOIN accommodations a ON a.code = r.accommodation_code ORDER BY p.reservation_number`,
    )
    .all<{
      token: string;
      mode: string;
      number: string;
      available_from: string | null;
      completed_at: string | null;
      checkin: string;
      language: string;
      country: string;
    }>();
  return results.map((p) => ({
    token: p.token,
    mode: p.mode,
    number: p.number,
    country: p.country,
    expired: isPrecheckinExpired(p.checkin, sandboxToday()),
    availableFrom: p.available_from,
    completed: p.completed_at !== null,
    url: `/precheckins/${p.token}?lang=${p.language}`,
  }));
}
