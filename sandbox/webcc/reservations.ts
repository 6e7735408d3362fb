import {
  cancelReservationCall,
  changeReservationCall,
  checkAuthcodeCall,
  checkPriceCall,
  paymentCall,
  refundCall,
  reservationCall,
  voucherCall,
} from '../../shared/upstream/calls/reservation.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { languageOr } from '../i18n/inLanguage.ts';
import { Hono, type Context } from 'hono';
import { announceTransfer, describeTransfer } from './bankTransfers.ts';
import * as z from 'zod/mini';
import type { D1Database, SandboxAppEnv } from '../kit/env.ts';
import { isWellFormedToken } from '../../shared/routes/paths.ts';
import { authcodeFromHeader, isAuthcode } from '../../shared/auth/authcode.ts';
import { personsProblems, type Persons } from '../../shared/reservation/persons.ts';
import { personsSchema } from '../../shared/reservation/personsSchema.ts';
import { paxGroups } from '../../shared/precheckin/paxCounts.ts';
import type { PaxType } from '../../shared/precheckin/precheckin.ts';
import { normaliseIban } from '../../shared/reservation/iban.ts';
import { refundRequestSchema } from '../../shared/reservation/refund.ts';
import { hasVoucher } from '../../shared/reservation/voucher.ts';
import { isCancelledState } from '../../shared/reservation/reservationState.ts';
import { isChangeable } from '../../shared/reservation/stay.ts';
import { badRequest, formFields, notFound } from '../kit/badRequest.ts';
import { checkCode, issueCode, RESERVATION_AUTHCODES } from '../kit/oneTimeCodes.ts';
import { answerMiss } from '../kit/tokenMisses.ts';
import { formatAmount, mailGuest } from '../kit/mails.ts';
import { cancellationFee } from './pricing.ts';
import { addDays, isoDay } from '../kit/days.ts';
import { sandboxNow, sandboxStamp, sandboxToday, startOfSandboxDay } from '../kit/clock.ts';
import { randomToken } from '../kit/secrets.ts';
import {
  bookedServices,
  describeReservation,
  describeVoucher,
  findAccommodation,
  findByNumber,
  findByToken,
  maskEmail,
  moneyOf,
  nightsOf,
  personsOf,
  serviceCatalogue,
  totalFor,
  type ReservationRow,
} from './reservationStore.ts';

const BASE = '/webcc-api/v1/booking/reservations';
/** SPEC §9: a refund voucher is redeemable within 5 years. */
const VOUCHER_YEARS = 5;

const numberParam = z.string().check(z.regex(/^\d{6,12}$/, 'not a reservation number'));
const countParam = z.pipe(z.string().check(z.regex(/^\d{1,2}$/, 'a whole number')), z.transform(Number));

const paymentSchema = z.object({ method: z.enum(['creditcard', 'paypal', 'banktransfer']) });

type Found = { row: ReservationRow; db: D1Database };

/** Reads `:number`, answering 400 or 404 itself when there is nothing to work on. */
async function reservationByNumber(c: Context, db: D1Database): Promise<Found | Response> {
  const number = numberParam.safeParse(c.req.param('number'));
  if (!number.success)
    return badRequest(
      c,
      number.error.issues.map((i) => ({ ...i, path: ['number'] })),
    );
  const row = await findByNumber(db, number.data);
  return row ? { row, db } : notFound(c, 'reservation');
}

/**
 * Reads `:token`, answering 400 (malformed), 429 (this client guessed too many) or 404 (unknown,
 * counted as a miss) itself when there is nothing to work on.
 */
export async function reservationByToken(c: Context, db: D1Database): Promise<ReservationRow | Response> {
  const token = c.req.param('token');
  if (!isWellFormedToken(token))
    return badRequest(c, [{ path: ['token'], message: 'not a reservation token' }]);
  return (await findByToken(db, token)) ?? answerMiss(c, db, 'reservation');
}

/** The language of an answer's texts: the one asked for, else the booking's. */
export const answerLanguage = (c: Context, row: ReservationRow): Language =>
  languageOr(c.req.query('lang') ?? row.language);

/** SPEC §6: cancel, modify and refund need a verified code, sent as `Authorization: Authcode 123456`. */
async function requireAuthcode(c: Context, found: Found): Promise<Response | null> {
  const code = authcodeFromHeader(c.req.header('authorization'));
  if (!code) return c.json({ error: 'authcode_required' }, 401);
  const check = await checkCode(found.db, RESERVATION_AUTHCODES, [found.row.number], code);
  if (check === 'locked') return c.json({ error: 'authcode_locked' }, 429);
  return check === 'valid' ? null : c.json({ error: authcodeError(check) }, 401);
}

/** A code that does not hold, as webcc-api names it: a code never sent is just a wrong one. */
const authcodeError = (check: 'invalid' | 'expired' | 'missing') =>
  check === 'expired' ? 'authcode_expired' : 'authcode_invalid';

/** 409 with the reservation's current X-LastModified, read afresh: a concurrent change may have won. */
async function staleAnswer(c: Context, found: Found): Promise<Response> {
  const current = await findByNumber(found.db, found.row.number);
  return c.json(
    {
      error: 'stale',
      message: 'The reservation changed since it was loaded',
      lastModified: current?.last_modified ?? found.row.last_modified,
    },
    409,
  );
}

/**
 * The change as one transaction that only applies while the reservation still carries the
 * X-LastModified it was checked against: the services are rewritten under that condition, and the
 * reservation's own UPDATE comes last, so its `changes` says whether this change won. Of parallel
 * changes with the same X-LastModified only the first one through the database writes anything.
 */
function changeStatements(
  db: D1Database,
  row: ReservationRow,
  services: Map<string, number>,
  persons: Persons,
  paxTypes: PaxType[] | null,
) {
  const loaded = row.last_modified;
  const now = sandboxStamp();
  // A new stamp, even within the millisecond of the one it replaces.
  const modified = now === loaded ? new Date(Date.parse(now) + 1).toISOString() : now;
  const unchanged = 'EXISTS (SELECT 1 FROM reservations WHERE number = ?1 AND last_modified = ?2)';
  return [
    db
      .prepare(`DELETE FROM reservation_services WHERE number = ?1 AND ${unchanged}`)
      .bind(row.number, loaded),
    ...[...services]
      .filter(([, quantity]) => quantity > 0)
      .map(([code, quantity]) =>
        db
          .prepare(
            `INSERT INTO reservation_services (number, code, quantity) SELECT ?1, ?3, ?4 WHERE ${unchanged}`,
          )
          .bind(row.number, loaded, code, quantity),
      ),
    ...(paxTypes === null || samePersons(personsOf(row), persons)
      ? []
      : [reopenPrecheckin(db, row.number, loaded, now, paxGroups(paxTypes, persons))]),
    db
      .prepare(
        'UPDATE reservations SET adults = ?3, children = ?4, babies = ?5, last_modified = ?6 WHERE number = ?1 AND last_modified = ?2',
      )
      .bind(row.number, loaded, persons.adults, persons.children, persons.babies, modified),
  ];
}

const samePersons = (a: Persons, b: Persons) =>
  a.adults === b.adults && a.children === b.children && a.babies === b.babies;

/**
 * Other persons than the pre-check-in was done for (issue 43): what the host received no longer
 * holds, so it reopens. Its age groups count the booking's persons afresh (the persons step asks
 * the guest to check them), the travellers step asks for a new traveller's entry, and the guest
 * sends it again. Before the reservation's own UPDATE, under the same condition, so a losing
 * change reopens nothing.
 */
function reopenPrecheckin(db: D1Database, number: string, loaded: string, now: string, pax: PaxType[]) {
  return db
    .prepare(
      `UPDATE precheckins SET completed_at = NULL, pax_saved = 0, pax_types = ?4, updated_at = ?3
       WHERE reservation_number = ?1 AND EXISTS (SELECT 1 FROM reservations WHERE number = ?1 AND last_modified = ?2)`,
    )
    .bind(number, loaded, now, JSON.stringify(pax));
}

/** The age groups of the booking's pre-check-in, without their counts; null without one. */
async function precheckinPaxTypes(db: D1Database, number: string): Promise<PaxType[] | null> {
  const found = await db
    .prepare('SELECT pax_types FROM precheckins WHERE reservation_number = ?')
    .bind(number)
    .first<{ pax_types: string }>();
  return found && (JSON.parse(found.pax_types) as PaxType[]);
}

/** Persons and service quantities from form fields or query parameters, defaulting to what is booked. */
function requestedChange(
  fields: Record<string, unknown>,
  row: ReservationRow,
  booked: Map<string, number>,
  catalogueCodes: Set<string>,
):
  | { persons: Persons; services: Map<string, number> }
  | { issues: { path: PropertyKey[]; message: string }[] } {
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const current = personsOf(row);
  const persons = { ...current };
  for (const key of ['adults', 'children', 'babies'] as const) {
    if (fields[key] === undefined) continue;
    const parsed = countParam.safeParse(fields[key]);
    if (parsed.success) persons[key] = parsed.data;
    else issues.push({ path: [key], message: 'a whole number' });
  }
  const range = personsSchema.safeParse(persons);
  if (!range.success) issues.push(...range.error.issues);
  const services = new Map(booked);
  for (const [key, value] of Object.entries(fields)) {
    const match = /^service\[(\w+)\]$/.exec(key);
    if (!match) continue;
    const code = match[1]!;
    const quantity = countParam.safeParse(value);
    if (!catalogueCodes.has(code)) issues.push({ path: [key], message: 'unknown service' });
    else if (!quantity.success) issues.push({ path: [key], message: 'a whole number' });
    else services.set(code, quantity.data);
  }
  return issues.length > 0 ? { issues } : { persons, services };
}

export function reservationRoutes(db: () => D1Database) {
  const routes = new Hono<SandboxAppEnv>();
  routes.get('/webcc-api/', (c) => c.json({ service: 'webcc-api', status: 'ok' }));

  routes.get(voucherCall.path, async (c) => {
    const token = c.req.param('token');
    if (!isWellFormedToken(token))
      return badRequest(c, [{ path: ['token'], message: 'not a reservation token' }]);
    const row = await findByToken(db(), token);
    if (!row) return notFound(c, 'reservation');
    const documents = JSON.parse(row.documents) as { name: string }[];
    if (!hasVoucher({ state: row.state, documents })) return notFound(c, 'voucher');
    const accommodation = await findAccommodation(db(), row.accommodation_code);
    return c.json(describeVoucher(row, accommodation, answerLanguage(c, row)));
  });

  routes.get(reservationCall.path, async (c) => {
    const row = await reservationByToken(c, db());
    if (row instanceof Response) return row;
    return c.json(await describeReservation(db(), row, c.req.query('lang') ?? row.language));
  });

  // The portal sends its code by e-mail alone: `email` in the place of the call's `:code`.
  routes.post(`${BASE}/:number/authcodes/email`, async (c) => {
    const found = await reservationByNumber(c, db());
    if (found instanceof Response) return found;
    const issued = await issueCode(found.db, RESERVATION_AUTHCODES, [found.row.number]);
    if ('retryAfterSeconds' in issued)
      return c.json({ error: 'too_many_codes' }, 429, { 'Retry-After': String(issued.retryAfterSeconds) });
    await mailGuest(found.db, found.row.email, found.row.language, 'authcode', {
      number: found.row.number,
      code: issued.code,
    });
    return c.json({ sentTo: maskEmail(found.row.email) }, 202);
  });

  routes.get(checkAuthcodeCall.path, async (c) => {
    const found = await reservationByNumber(c, db());
    if (found instanceof Response) return found;
    const code = c.req.param('code');
    if (!isAuthcode(code)) return badRequest(c, [{ path: ['code'], message: 'six digits' }]);
    const check = await checkCode(found.db, RESERVATION_AUTHCODES, [found.row.number], code);
    if (check === 'locked') return c.json({ error: 'authcode_locked' }, 429);
    if (check !== 'valid') return c.json({ error: authcodeError(check) }, 401);
    return c.json({ valid: true });
  });

  routes.get(checkPriceCall.path, async (c) => {
    const found = await reservationByNumber(c, db());
    if (found instanceof Response) return found;
    const { row } = found;
    const [accommodation, catalogue, booked] = await Promise.all([
      findAccommodation(found.db, row.accommodation_code),
      serviceCatalogue(found.db, row.accommodation_code),
      bookedServices(found.db, row.number),
    ]);
    if (!accommodation) return notFound(c, 'accommodation');
    const parsed = requestedChange(c.req.query(), row, booked, new Set(catalogue.map((s) => s.code)));
    if ('issues' in parsed) return badRequest(c, parsed.issues);
    const nights = nightsOf(row);
    const currentTotal = totalFor(accommodation, nights, personsOf(row), catalogue, booked);
    const newTotal = totalFor(accommodation, nights, parsed.persons, catalogue, parsed.services);
    const fee = isCancelledState(row.state)
      ? (row.cancellation_fee ?? 0)
      : cancellationFee(currentTotal, row.checkin, sandboxNow());
    const body = {
      currency: row.currency,
      currentTotal,
      newTotal,
      difference: newTotal - currentTotal,
      cancellationFee: fee,
      refundAmount: Math.max(0, row.paid_amount - fee),
    };
    // SPEC §7: checkPrice answers JSON as text.
    return c.text(JSON.stringify(body), 200, { 'Content-Type': 'application/json' });
  });

  routes.put(changeReservationCall.path, async (c) => {
    const found = await reservationByNumber(c, db());
    if (found instanceof Response) return found;
    const refused = await requireAuthcode(c, found);
    if (refused) return refused;
    const { row } = found;
    const lastModified = c.req.header('x-lastmodified');
    if (!lastModified) return badRequest(c, [{ path: ['X-LastModified'], message: 'required' }]);
    if (lastModified !== row.last_modified) return staleAnswer(c, found);
    if (!isChangeable(row, sandboxToday())) return c.json({ error: 'not_modifiable' }, 422);
    const fields = await formFields(c);
    if (fields instanceof Response) return fields;
    const [accommodation, catalogue, booked, paxTypes] = await Promise.all([
      findAccommodation(found.db, row.accommodation_code),
      serviceCatalogue(found.db, row.accommodation_code),
      bookedServices(found.db, row.number),
      precheckinPaxTypes(found.db, row.number),
    ]);
    if (!accommodation) return notFound(c, 'accommodation');
    const change = requestedChange(fields, row, booked, new Set(catalogue.map((s) => s.code)));
    if ('issues' in change) return badRequest(c, change.issues);
    const problems = personsProblems(change.persons, accommodation.max_guests);
    if (problems.length > 0)
      return badRequest(
        c,
        problems.map((problem) => ({ path: ['persons'], message: problem })),
      );
    for (const service of catalogue) {
      if ((change.services.get(service.code) ?? 0) > service.max_quantity) {
        return badRequest(c, [
          { path: [`service[${service.code}]`], message: `at most ${service.max_quantity}` },
        ]);
      }
    }
    const written = await found.db.batch(
      changeStatements(found.db, row, change.services, change.persons, paxTypes),
    );
    if (written.at(-1)?.meta.changes !== 1) return staleAnswer(c, found);
    await mailGuest(found.db, row.email, row.language, 'changed', { number: row.number });
    const updated = (await findByNumber(found.db, row.number))!;
    return c.json(await describeReservation(found.db, updated, c.req.query('lang') ?? row.language));
  });

  routes.delete(cancelReservationCall.path, async (c) => {
    const found = await reservationByNumber(c, db());
    if (found instanceof Response) return found;
    const refused = await requireAuthcode(c, found);
    if (refused) return refused;
    const { row } = found;
    if (isCancelledState(row.state)) return c.json({ error: 'already_cancelled' }, 409);
    if (row.checkin <= sandboxToday()) return c.json({ error: 'not_modifiable' }, 422);
    const [accommodation, catalogue, booked] = await Promise.all([
      findAccommodation(found.db, row.accommodation_code),
      serviceCatalogue(found.db, row.accommodation_code),
      bookedServices(found.db, row.number),
    ]);
    if (!accommodation) return notFound(c, 'accommodation');
    const fee = cancellationFee(
      totalFor(accommodation, nightsOf(row), personsOf(row), catalogue, booked),
      row.checkin,
      sandboxNow(),
    );
    const now = sandboxStamp();
    await found.db
      .prepare(
        "UPDATE reservations SET state = 'CA', cancelled_at = ?, cancellation_fee = ?, last_modified = ? WHERE number = ?",
      )
      .bind(now, fee, now, row.number)
      .run();
    await mailGuest(found.db, row.email, row.language, 'cancelled', { number: row.number });
    return c.json({ state: 'CA', cancellationFee: fee, refundable: Math.max(0, row.paid_amount - fee) });
  });

  routes.post(refundCall.path, async (c) => {
    const found = await reservationByNumber(c, db());
    if (found instanceof Response) return found;
    const refused = await requireAuthcode(c, found);
    if (refused) return refused;
    const { row } = found;
    const body = refundRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return badRequest(c, body.error.issues);
    const existing = await found.db
      .prepare('SELECT number FROM refunds WHERE number = ?')
      .bind(row.number)
      .first();
    const { refundable } = moneyOf(row, 0);
    if (!isCancelledState(row.state) || existing || refundable <= 0)
      return c.json({ error: 'nothing_to_refund' }, 409);
    const voucherCode =
      body.data.method === 'voucher' ? `HV-${randomToken().slice(0, 10).toUpperCase()}` : null;
    const validUntil =
      body.data.method === 'voucher' ? isoDay(addDays(startOfSandboxDay(), 365 * VOUCHER_YEARS + 1)) : null;
    const iban = body.data.method === 'banktransfer' ? normaliseIban(body.data.iban) : null;
    await found.db
      .prepare(
        'INSERT INTO refunds (number, method, amount, iban, account_holder, voucher_code, voucher_valid_until, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        row.number,
        body.data.method,
        refundable,
        iban,
        body.data.method === 'banktransfer' ? body.data.accountHolder : null,
        voucherCode,
        validUntil,
        sandboxStamp(),
      )
      .run();
    const amount = formatAmount(refundable, row.currency, row.language);
    const detail = voucherCode
      ? `Voucher ${voucherCode} for ${amount}, valid until ${validUntil}.`
      : `${amount} will be transferred to your account.`;
    await mailGuest(found.db, row.email, row.language, 'refund', { number: row.number, detail });
    // SPEC §7: the refund answers JSON as text.
    return c.text(
      JSON.stringify({ method: body.data.method, amount: refundable, voucherCode, validUntil }),
      200,
      {
        'Content-Type': 'application/json',
      },
    );
  });

  routes.post(paymentCall.path, async (c) => {
    const found = await reservationByNumber(c, db());
    if (found instanceof Response) return found;
    const body = paymentSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return badRequest(c, body.error.issues);
    const reservation = await describeReservation(found.db, found.row, found.row.language);
    if (reservation.price.outstanding <= 0) return c.json({ error: 'nothing_due' }, 409);
    if (body.data.method === 'banktransfer') {
      const transfer = await announceTransfer(found.db, {
        number: found.row.number,
        amount: reservation.price.outstanding,
        paymentDue: found.row.payment_due,
      });
      return c.json({ paymentId: transfer.id, transfer: describeTransfer(transfer) }, 201);
    }
    const id = randomToken();
    await found.db
      .prepare(
        "INSERT INTO payments (id, number, method, amount, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
      )
      .bind(id, found.row.number, body.data.method, reservation.price.outstanding, sandboxStamp())
      .run();
    return c.json(
      {
        paymentId: id,
        paymentUrl: `/__dev/payment/${id}`,
        amount: reservation.price.outstanding,
        currency: reservation.price.currency,
      },
      201,
    );
  });

  return routes;
}
