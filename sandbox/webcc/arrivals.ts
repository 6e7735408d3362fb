import { arrivalCall } from '../../shared/upstream/calls/arrival.ts';
import { recordInLanguage } from '../i18n/inLanguage.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { Hono } from 'hono';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import type { Arrival, HandoverKind } from '../../shared/reservation/arrivalSchema.ts';
import type { Fixtures } from '../../shared/dev/fixtures.ts';
import { DEFAULT_REVEAL_HOURS } from '../../shared/reservation/arrivalSchema.ts';
import {
  arrivalReveal,
  revealInputs,
  withSecretsAsRevealed,
} from '../../shared/reservation/arrivalReveal.ts';
import {
  describeReservation,
  describeVoucher,
  findAccommodation,
  type ReservationRow,
} from './reservationStore.ts';
import { answerLanguage, reservationByToken } from './reservations.ts';
import { sandboxNow } from '../kit/clock.ts';

interface ArrivalRow {
  access_code: string | null;
  payment_on_site: number;
  reveal_hours: number | null;
  time_zone: string;
  latitude: number;
  longitude: number;
  checkin_from: string;
  checkin_until: string;
  checkout_until: string;
  handover_kind: HandoverKind;
  texts: string;
  wifi_name: string | null;
  wifi_password: string | null;
  emergency_phone: string;
}

type ArrivalTexts = Pick<Arrival, 'directions' | 'parking' | 'houseRules'>;

/** The booking's arrival information as stored (its house's and its own), or null without any. */
function findArrival(db: D1Database, row: ReservationRow): Promise<ArrivalRow | null> {
  return db
    .prepare(
      `SELECT b.access_code, b.payment_on_site, b.reveal_hours, h.* FROM reservation_arrivals b
       JOIN accommodation_arrivals h ON h.accommodation_code = ?2 WHERE b.number = ?1`,
    )
    .bind(row.number, row.accommodation_code)
    .first<ArrivalRow>();
}

/** A booking's arrival information, its secrets withheld unless `revealed`; `code`: the stored one. */
interface ArrivalCase {
  arrival: Arrival;
  revealed: boolean;
  code: string | null;
}

/**
 * The booking's arrival information as webcc-api answers it, `now` deciding the reveal.
 * The code and the Wi-Fi password stay out of the answer until the rule holds: the portal is not
 * the only guard.
 */
export async function arrivalCase(
  db: D1Database,
  row: ReservationRow,
  lang: Language,
  now: Date,
): Promise<ArrivalCase | null> {
  // Most bookings of the demo data (the account users' many) have none: asked first, alone.
  const stored = await findArrival(db, row);
  if (!stored) return null;
  const [accommodation, reservation] = await Promise.all([
    findAccommodation(db, row.accommodation_code),
    describeReservation(db, row, lang),
  ]);
  if (!accommodation) return null;
  const texts = recordInLanguage(JSON.parse(stored.texts) as Record<'en' | 'de', ArrivalTexts>, lang);
  const house = {
    checkinFrom: stored.checkin_from,
    checkoutUntil: stored.checkout_until,
    timeZone: stored.time_zone,
    paymentOnSite: stored.payment_on_site === 1,
    revealHoursBeforeArrival: stored.reveal_hours ?? DEFAULT_REVEAL_HOURS,
  };
  const voucher = describeVoucher(row, accommodation, lang);
  const stated: Arrival = {
    ...voucher,
    ...house,
    checkinUntil: stored.checkin_until,
    address: {
      street: accommodation.street,
      zip: accommodation.zip,
      place: accommodation.place,
      country: accommodation.country,
      latitude: stored.latitude,
      longitude: stored.longitude,
    },
    directions: texts.directions,
    keyHandover: { ...voucher.keyHandover, kind: stored.handover_kind },
    accessCode: { hasCode: stored.access_code !== null, code: stored.access_code },
    wifi: stored.wifi_name ? { name: stored.wifi_name, password: stored.wifi_password } : null,
    parking: texts.parking,
    houseRules: texts.houseRules,
    emergencyPhone: stored.emergency_phone,
  };
  const revealed = arrivalReveal(revealInputs(reservation, house), now).kind === 'shown';
  const arrival = withSecretsAsRevealed(stated, reservation, now);
  return { arrival, revealed, code: stored.access_code };
}

/** webcc-api's arrival information: `GET …/reservations/:token/arrival`, null for a booking without. */
export function arrivalRoutes(db: () => D1Database) {
  const routes = new Hono<SandboxAppEnv>();
  routes.get(arrivalCall.path, async (c) => {
    const row = await reservationByToken(c, db());
    if (row instanceof Response) return row;
    const found = await arrivalCase(db(), row, answerLanguage(c, row), sandboxNow());
    return c.json(found?.arrival ?? null);
  });
  return routes;
}

/** A booking's arrival case for /__dev/fixtures.json. */
export async function arrivalFixture(
  db: D1Database,
  row: ReservationRow,
): Promise<Fixtures['reservations'][number]['arrival']> {
  const found = await arrivalCase(db, row, 'en', sandboxNow());
  return found && { kind: found.arrival.keyHandover.kind, code: found.code, revealed: found.revealed };
}
