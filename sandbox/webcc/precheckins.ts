import {
  guestRegistrationCall,
  precheckinCall,
  precheckinConfirmCall,
  precheckinContactCall,
  precheckinCustomerCall,
  precheckinPaxCall,
  precheckinServicesCall,
  precheckinTravellersCall,
  startPrecheckinCall,
} from '../../shared/upstream/calls/precheckin.ts';
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { D1Database, D1PreparedStatement, SandboxAppEnv } from '../kit/env.ts';
import { uiOriginOf } from '../identity/uiUrls.ts';
import { mailReadyArrivals } from './arrivalReadyMails.ts';
import { isWellFormedToken } from '../../shared/routes/paths.ts';
import { sandboxNow, sandboxStamp, sandboxToday } from '../kit/clock.ts';
import { arrivalSchema, customerSchema } from '../../shared/precheckin/precheckinSchemas.ts';
import {
  PAX_CATEGORIES,
  stepsFor,
  type PaxType,
  type Traveller,
} from '../../shared/precheckin/precheckin.ts';
import { paxCountProblems, paxGroups } from '../../shared/precheckin/paxCounts.ts';
import type { StoredSignature } from '../../shared/precheckin/signature.ts';
import { badRequest, notFound } from '../kit/badRequest.ts';
import { precheckinOnDay } from './registrationRetention.ts';
import { registrationEntry, travellerEntryBody } from './registrationEntry.ts';
import {
  describePrecheckin,
  findPrecheckin,
  invitesOf,
  ON_SITE_SERVICES,
  stepComplete,
  travellerCount,
  travellersOf,
  type PrecheckinRow,
} from './precheckinStore.ts';
import {
  dropSignaturesOfTravellersGone,
  signaturesOf,
  signatureWrites,
  signaturesAndTheirOwn,
  type SignatureChange,
} from './travellerSignatures.ts';

const paxBody = z.object(
  Object.fromEntries(
    PAX_CATEGORIES.map((category) => [category, z.number().check(z.int(), z.gte(0), z.lte(20))]),
  ) as Record<(typeof PAX_CATEGORIES)[number], z.ZodMiniNumber>,
);
const servicesBody = z
  .array(z.object({ code: z.string(), quantity: z.number().check(z.int(), z.gte(0)) }))
  .check(z.length(1, 'one service at a time'));
const travellersBody = z.array(travellerEntryBody);

export type Loaded = { row: PrecheckinRow; db: D1Database };

/**
 * What a call does with the pre-check-in: reads it, confirms it (again, which changes nothing), or
 * changes a step, which a completed one no longer takes.
 */
type Access = 'read' | 'confirm' | 'change';

/** The pre-check-in of `:token`, or the answer that says why there is none to change. */
export async function load(c: Context, db: D1Database, access: Access): Promise<Loaded | Response> {
  const token = c.req.param('token') ?? '';
  if (!isWellFormedToken(token))
    return badRequest(c, [{ path: ['token'], message: 'not a pre-check-in token' }]);
  const row = await precheckinOnDay(db, token, sandboxToday());
  if (!row) return notFound(c, 'pre-check-in');
  return access === 'read' ? { row, db } : (refusal(c, row, access) ?? { row, db });
}

/** Why the pre-check-in takes no change now, if it does not: by its own link or by an invite's. */
export function refusal(c: Context, row: PrecheckinRow, access: Exclude<Access, 'read'>): Response | null {
  const today = sandboxToday();
  if (today >= row.checkin) return c.json({ error: 'expired' }, 409);
  if (row.available_from && row.available_from > today)
    return c.json({ error: 'not_available', availableFrom: row.available_from }, 422);
  // What the guest confirmed is what the host receives; SPEC has no way to reopen it.
  if (access === 'change' && row.completed_at)
    return c.json({ error: 'completed', completedAt: row.completed_at }, 409);
  return null;
}

type Columns = Record<string, string | number | null>;

/** The start of an UPDATE's SET list, `name = ?, ` for each column, and their values in that order. */
function setColumns(columns: Columns) {
  const names = Object.keys(columns);
  return {
    sql: names.map((name) => `${name} = ?, `).join(''),
    values: names.map((name) => columns[name] ?? null),
  };
}

function update(found: Loaded, columns: Columns) {
  const set = setColumns(columns);
  return found.db
    .prepare(`UPDATE precheckins SET ${set.sql}updated_at = ? WHERE token = ?`)
    .bind(...set.values, sandboxStamp(), found.row.token);
}

export async function save(found: Loaded, columns: Columns) {
  await update(found, columns).run();
}

/**
 * The entries a save owns, each in place of the saved one of its number, and their signatures, in
 * one batch (one transaction): the travellers' list is changed by a single statement that reads it
 * as it is then, so the main guest's save and an invited traveller's, landing together, each keep
 * the other's entry and signature. An entry past the booking's travellers (fewer booked since) goes,
 * and with it its signature. `columns` are other columns the same save changes; `statements` run
 * after it, in the same batch.
 */
export async function saveTravellers(
  found: Loaded,
  entries: Traveller[],
  signatures: SignatureChange[],
  {
    columns = {},
    statements = [],
  }: { columns?: Record<string, string>; statements?: D1PreparedStatement[] } = {},
) {
  const { db, row } = found;
  const now = sandboxNow();
  const set = setColumns(columns);
  const sent = JSON.stringify(entries);
  await db.batch([
    db
      .prepare(
        `UPDATE precheckins SET ${set.sql}travellers = (
           SELECT json_group_array(json(value)) FROM (
             SELECT saved.value FROM json_each(precheckins.travellers) saved
             WHERE json_extract(saved.value, '$.number') <= ?
               AND json_extract(saved.value, '$.number') NOT IN
                 (SELECT json_extract(own.value, '$.number') FROM json_each(?) own)
             UNION ALL SELECT own.value FROM json_each(?) own)
         ), updated_at = ? WHERE token = ?`,
      )
      .bind(...set.values, travellerCount(row), sent, sent, sandboxStamp(), row.token),
    ...signatures.flatMap((change) => signatureWrites(db, row.token, change, now)),
    dropSignaturesOfTravellersGone(db, row.token),
    ...statements,
  ]);
}

/** The pre-check-in as it is now, its travellers with their signatures, texts in the asked language. */
async function described(c: Context, found: Loaded) {
  const row = (await findPrecheckin(found.db, found.row.token))!;
  const signatures = await signaturesOf(found.db, row.token);
  return describePrecheckin(row, c.req.query('lang') ?? row.language, signatures);
}

export async function answer(c: Context, found: Loaded, status: 200 | 201 = 200) {
  return c.json(await described(c, found), status);
}

export async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

/**
 * The main guest's travellers: one entry for each traveller who has no invite in force (those
 * fill in their own), numbered from 1 (`number`, else by position), each checked against the
 * law of the house's country by the same rules as the form (registrationEntry); problems keyed
 * `travellers.{number - 1}.field`, the traveller's place in the form; a signature stored before
 * (`stored`, by uuid) counts until signed again. Entries saved through an invite stay as they are;
 * one sent for an invited traveller is `heldByInvites`.
 *
 * The service owns the travellers' identities: each number keeps the uuid it was given when first
 * saved, and a new one gets a uuid of the service's. An entry may name its own uuid, never another
 * (one of another traveller or pre-check-in, or the same twice): a signature would then count for
 * someone who did not give it, or a save could drop one given by someone else. A traveller who
 * signed on their own invite page alone signs again: the main guest's new signature for them is
 * refused (`signedByTraveller`), and a change that no longer asks them to sign leaves it as they gave
 * it (signatureWrites), for them to change on their page.
 */
async function checkTravellers(
  list: z.infer<typeof travellersBody>,
  row: PrecheckinRow,
  { stored, theirOwn }: { stored: ReadonlyMap<string, StoredSignature>; theirOwn: ReadonlySet<string> },
) {
  const count = travellerCount(row);
  const invited = new Set(invitesOf(row).map((invite) => invite.number));
  const saved = travellersOf(row);
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const sent = list.map((entry, index) => ({ entry, index, number: Number(entry.number ?? index + 1) }));
  const heldByInvites = sent.filter(({ number }) => invited.has(number)).map(({ number }) => number);
  for (const { index, number } of sent) {
    if (!Number.isInteger(number) || number < 1 || number > count)
      issues.push({ path: ['travellers', index, 'number'], message: `a number from 1 to ${count}` });
  }
  const numbers = new Set(sent.map(({ number }) => number));
  if (numbers.size !== list.length || sent.length + invited.size !== count)
    issues.push({ path: ['travellers'], message: `exactly ${count - invited.size} travellers` });
  const named = sent.flatMap(({ entry }) => (entry.uuid === undefined ? [] : [String(entry.uuid)]));
  const checked = await Promise.all(
    sent.map(async ({ entry, number }) => {
      const own = saved.find((traveller) => traveller.number === number)?.uuid;
      if (entry.uuid !== undefined && entry.uuid !== own)
        issues.push({ path: ['travellers', number - 1, 'uuid'], message: 'notThisTraveller' });
      else if (own && named.filter((uuid) => uuid === own).length > 1)
        issues.push({ path: ['travellers', number - 1, 'uuid'], message: 'sameTravellerTwice' });
      const uuid = own ?? crypto.randomUUID();
      const result = await registrationEntry(row, { number, uuid }, entry, stored, 'travellers');
      if (result.signature.sent && theirOwn.has(uuid)) result.problems.signature = 'signedByTraveller';
      for (const [field, message] of Object.entries(result.problems)) {
        issues.push({ path: ['travellers', number - 1, field], message });
      }
      return result;
    }),
  );
  return {
    entries: checked.map(({ traveller }) => traveller),
    signatures: checked.map(({ signature }) => signature),
    issues,
    heldByInvites,
  };
}

/** An entry the main guest sent is its invited traveller's to fill in. */
const invitedMeanwhile = (c: Context, numbers: number[]) => c.json({ error: 'invited', numbers }, 409);

/** webcc-api pre-check-ins: read, each step stored as it is sent, confirmed at the end. */
export function precheckinRoutes(db: () => D1Database) {
  const routes = new Hono<SandboxAppEnv>();

  routes.get(precheckinCall.path, async (c) => {
    const found = await load(c, db(), 'read');
    return found instanceof Response ? found : answer(c, found);
  });

  routes.post(precheckinCustomerCall.path, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    const customer = customerSchema.safeParse(await jsonBody(c));
    if (!customer.success) return badRequest(c, customer.error.issues);
    await save(found, { customer: JSON.stringify(customer.data) });
    return answer(c, found);
  });

  routes.post(precheckinContactCall.path, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    const arrival = arrivalSchema.safeParse(await jsonBody(c));
    if (!arrival.success) return badRequest(c, arrival.error.issues);
    await save(found, {
      contact: JSON.stringify(arrival.data),
      contact_followup: c.req.query('createToDo') === 'true' ? 1 : 0,
    });
    return answer(c, found);
  });

  routes.post(precheckinPaxCall.path, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    const counts = paxBody.safeParse(await jsonBody(c));
    if (!counts.success) return badRequest(c, counts.error.issues);
    const { adults, children, babies } = found.row;
    const problems = paxCountProblems(counts.data, { adults, children, babies });
    if (problems.length > 0)
      return badRequest(
        c,
        problems.map((p) =>
          p.problem === 'adultRequired'
            ? { path: ['adults'], message: 'adultRequired' }
            : { path: [p.problem], message: `exactly ${p.booked} ${p.problem}` },
        ),
      );
    const types = (JSON.parse(found.row.pax_types) as PaxType[]).map(({ category, from, to }) => ({
      category,
      from,
      to,
    }));
    await save(found, { pax_types: JSON.stringify(paxGroups(types, counts.data)), pax_saved: 1 });
    return answer(c, found);
  });

  routes.post(precheckinTravellersCall.path, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    const list = travellersBody.safeParse(await jsonBody(c));
    if (!list.success) return badRequest(c, list.error.issues);
    const { entries, signatures, issues, heldByInvites } = await checkTravellers(
      list.data,
      found.row,
      await signaturesAndTheirOwn(found.db, found.row.token),
    );
    if (heldByInvites.length > 0) return invitedMeanwhile(c, heldByInvites);
    if (issues.length > 0) return badRequest(c, issues);
    await saveTravellers(found, entries, signatures);
    return answer(c, found);
  });

  routes.post(precheckinServicesCall.path, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    const list = servicesBody.safeParse(await jsonBody(c));
    if (!list.success) return badRequest(c, list.error.issues);
    const [item] = list.data;
    const service = ON_SITE_SERVICES.find((s) => s.code === item!.code);
    if (!service) return badRequest(c, [{ path: [0, 'code'], message: 'unknown service' }]);
    if (item!.quantity > service.max)
      return badRequest(c, [{ path: [0, 'quantity'], message: `at most ${service.max}` }]);
    const booked = {
      ...(JSON.parse(found.row.services) as Record<string, number>),
      [service.code]: item!.quantity,
    };
    await save(found, { services: JSON.stringify(booked), services_saved: 1 });
    const body = await described(c, found);
    return c.json({ ...body, TotalCostAmountLocally: body.totalCostAmountLocally });
  });

  routes.put(guestRegistrationCall.path, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    const signatures = await signaturesOf(found.db, found.row.token);
    if (!stepComplete(found.row, 'travellers', signatures))
      return c.json({ error: 'travellers_missing' }, 422);
    await save(found, { guest_registration_at: sandboxStamp() });
    return answer(c, found);
  });

  routes.post(precheckinConfirmCall.path, async (c) => {
    const found = await load(c, db(), 'confirm');
    if (found instanceof Response) return found;
    // Every signature the law asks for, however each traveller's entry was filled.
    const signatures = await signaturesOf(found.db, found.row.token);
    const missing = stepsFor(found.row.mode, c.req.query('modeAll') === 'true').filter(
      (step) => step !== 'checkin' && !stepComplete(found.row, step, signatures),
    );
    if (missing.length > 0) return c.json({ error: 'incomplete', missing }, 422);
    if (!found.row.completed_at) {
      await save(found, { completed_at: sandboxStamp() });
      await mailReadyArrivals(found.db, {
        origin: uiOriginOf(c),
        number: found.row.reservation_number,
      });
    }
    return answer(c, found);
  });

  /** The whole pre-check-in at once (SPEC §7 POST): each part as its own step would take it. */
  routes.post(startPrecheckinCall.path, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    const body = z
      .object({
        customer: z.optional(z.unknown()),
        contact: z.optional(z.unknown()),
        travelers: z.optional(travellersBody),
      })
      .safeParse(await jsonBody(c));
    if (!body.success) return badRequest(c, body.error.issues);
    const columns: Record<string, string> = {};
    if (body.data.customer !== undefined) {
      const customer = customerSchema.safeParse(body.data.customer);
      if (!customer.success)
        return badRequest(
          c,
          customer.error.issues.map((i) => ({ ...i, path: ['customer', ...i.path] })),
        );
      columns.customer = JSON.stringify(customer.data);
    }
    if (body.data.contact !== undefined) {
      const arrival = arrivalSchema.safeParse(body.data.contact);
      if (!arrival.success)
        return badRequest(
          c,
          arrival.error.issues.map((i) => ({ ...i, path: ['contact', ...i.path] })),
        );
      columns.contact = JSON.stringify(arrival.data);
    }
    if (body.data.travelers !== undefined) {
      const checked = await checkTravellers(
        body.data.travelers,
        found.row,
        await signaturesAndTheirOwn(found.db, found.row.token),
      );
      if (checked.heldByInvites.length > 0) return invitedMeanwhile(c, checked.heldByInvites);
      if (checked.issues.length > 0) return badRequest(c, checked.issues);
      await saveTravellers(found, checked.entries, checked.signatures, { columns });
    } else if (Object.keys(columns).length > 0) await save(found, columns);
    return answer(c, found);
  });

  return routes;
}
