import type { D1Database } from '../kit/env.ts';
import { pathTo } from '../../shared/routes/routePaths.ts';
import { mailGuest } from '../kit/mails.ts';
import { languageOr } from '../i18n/inLanguage.ts';
import { sandboxNow, sandboxStamp } from '../kit/clock.ts';
import { arrivalCase } from './arrivals.ts';
import type { ReservationRow } from './reservationStore.ts';

/**
 * The booking e-mail's "your arrival details are ready": once per booking with a door code, when
 * the reveal rule starts to hold, with the link to the arrival page. Asked after whatever can make it
 * hold: the clock moving (`/__dev/clock`), a payment or a transfer received, a pre-check-in
 * completed. `origin` is the portal's (uiOriginOf); without one, what already holds is marked
 * without mailing (the seed: those guests had their mail before the demo began).
 */
export async function mailReadyArrivals(
  db: D1Database,
  { origin, number }: { origin?: string; number?: string },
): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT r.* FROM reservations r JOIN reservation_arrivals a ON a.number = r.number
       WHERE a.access_code IS NOT NULL AND a.ready_mailed_at IS NULL AND (?1 IS NULL OR r.number = ?1)`,
    )
    .bind(number ?? null)
    .all<ReservationRow>();
  const now = sandboxNow();
  for (const row of results) {
    const lang = languageOr(row.language);
    const found = await arrivalCase(db, row, lang, now);
    if (!found?.revealed) continue;
    const { meta } = await db
      .prepare(
        'UPDATE reservation_arrivals SET ready_mailed_at = ? WHERE number = ? AND ready_mailed_at IS NULL',
      )
      .bind(sandboxStamp(), row.number)
      .run();
    if (meta.changes === 0 || !origin) continue;
    await mailGuest(db, row.email, lang, 'arrivalReady', {
      number: row.number,
      url: `${origin}${pathTo('reservation-arrival', { token: row.token })}?lang=${lang}`,
    });
  }
}
