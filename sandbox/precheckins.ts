import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { D1Database } from './env.ts';
import { isWellFormedToken } from '../shared/site/paths.ts';
import { todayIso } from '../shared/reservation/stay.ts';
import { arrivalSchema, customerSchema } from '../shared/precheckin/precheckinSchemas.ts';
import {
  normaliseSalutation,
  PAX_CATEGORIES,
  paxCountProblems,
  paxGroups,
  stepsFor,
  travellerSlots,
  type PaxType,
  type Traveller,
} from '../shared/precheckin/precheckin.ts';
import { badRequest, notFound } from './badRequest.ts';
import { precheckinOnDay } from './registrationRetention.ts';
import { rulesFor } from '../shared/precheckin/countryRules/rulesFor.ts';
import {
  registrationFields,
  registrationProblems,
} from '../shared/precheckin/countryRules/registrationProblems.ts';
import {
  describePrecheckin,
  findPrecheckin,
  ON_SITE_SERVICES,
  stepComplete,
  travellerCount,
  type PrecheckinRow,
} from './precheckinStore.ts';

const BASE = '/webcc-api/v1/booking/precheckins/:token';

const paxBody = z.object(
  Object.fromEntries(
    PAX_CATEGORIES.map((category) => [category, z.number().check(z.int(), z.gte(0), z.lte(20))]),
  ) as Record<(typeof PAX_CATEGORIES)[number], z.ZodMiniNumber>,
);
const servicesBody = z
  .array(z.object({ code: z.string(), quantity: z.number().check(z.int(), z.gte(0)) }))
  .check(z.length(1, 'one service at a time'));
const travellersBody = z.array(z.record(z.string(), z.union([z.string(), z.number()])));

type Loaded = { row: PrecheckinRow; db: D1Database };

/**
 * What a call does with the pre-check-in: reads it, confirms it (again, which changes nothing), or
 * changes a step, which a completed one no longer takes.
 */
type Access = 'read' | 'confirm' | 'change';

/** The pre-check-in of `:token`, or the answer that says why there is none to change. */
async function load(c: Context, db: D1Database, access: Access): Promise<Loaded | Response> {
  const token = c.req.param('token') ?? '';
  if (!isWellFormedToken(token))
    return badRequest(c, [{ path: ['token'], message: 'not a pre-check-in token' }]);
  const row = await precheckinOnDay(db, token, todayIso());
  if (!row) return notFound(c, 'pre-check-in');
  if (access === 'read') return { row, db };
  if (todayIso() >= row.checkin) return c.json({ error: 'expired' }, 409);
  if (row.available_from && row.available_from > todayIso())
    return c.json({ error: 'not_available', availableFrom: row.available_from }, 422);
  // What the guest confirmed is what the host receives; SPEC has no way to reopen it (issue 28).
  if (access === 'change' && row.completed_at)
    return c.json({ error: 'completed', completedAt: row.completed_at }, 409);
  return { row, db };
}

async function save(found: Loaded, columns: Record<string, string | number | null>) {
  const names = Object.keys(columns);
  await found.db
    .prepare(
      `UPDATE precheckins SET ${names.map((name) => `${name} = ?`).join(', ')}, updated_at = ? WHERE token = ?`,
    )
    .bind(...names.map((name) => columns[name] ?? null), new Date().toISOString(), found.row.token)
    .run();
}

async function answer(c: Context, found: Loaded, status: 200 | 201 = 200) {
  const row = (await findPrecheckin(found.db, found.row.token))!;
  return c.json(describePrecheckin(row, c.req.query('lang') ?? row.language), status);
}

async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

/**
 * Travellers numbered from 1, each checked against the law of the house's country (issue 31) by
 * the same rules as the form; problems keyed `travellers.N.field`. Only the fields that law asks
 * of the traveller are kept: nothing else sent along (a document's picture) is stored.
 */
function checkTravellers(list: z.infer<typeof travellersBody>, row: PrecheckinRow) {
  const rules = rulesFor(row.country);
  const slots = travellerSlots(JSON.parse(row.pax_types) as PaxType[]);
  const issues: { path: PropertyKey[]; message: string }[] = [];
  if (list.length !== travellerCount(row))
    issues.push({ path: ['travellers'], message: `exactly ${travellerCount(row)} travellers` });
  const travellers: Traveller[] = list.map((entry, index) => {
    const role = index === 0 ? 'first' : 'fellow';
    const sent = Object.fromEntries(
      Object.entries(entry).map(([field, value]) => [field, String(value ?? '').trim()]),
    );
    for (const [field, message] of Object.entries(
      registrationProblems(rules, role, sent, row, todayIso(), slots[index]),
    )) {
      issues.push({ path: ['travellers', index, field], message });
    }
    const values = Object.fromEntries(
      registrationFields(rules, role, sent, row.checkin).map((field) => [field, sent[field] ?? '']),
    );
    if (values.salutation) values.salutation = normaliseSalutation(values.salutation) ?? values.salutation;
    const uuid =
      typeof entry.uuid === 'string' && /^[\w-]{8,64}$/.test(entry.uuid) ? entry.uuid : crypto.randomUUID();
    return { ...values, uuid, number: index + 1 };
  });
  return { travellers, issues };
}

/** webcc-api pre-check-ins: read, each step stored as it is sent, confirmed at the end. */
export function precheckinRoutes(db: () => D1Database) {
  const routes = new Hono();

  routes.get(BASE, async (c) => {
    const found = await load(c, db(), 'read');
    return found instanceof Response ? found : answer(c, found);
  });

  routes.post(`${BASE}/customer`, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    const customer = customerSchema.safeParse(await jsonBody(c));
    if (!customer.success) return badRequest(c, customer.error.issues);
    await save(found, { customer: JSON.stringify(customer.data) });
    return answer(c, found);
  });

  routes.post(`${BASE}/contact`, async (c) => {
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

  routes.post(`${BASE}/pax`, async (c) => {
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

  routes.post(`${BASE}/travellers`, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    const list = travellersBody.safeParse(await jsonBody(c));
    if (!list.success) return badRequest(c, list.error.issues);
    const { travellers, issues } = checkTravellers(list.data, found.row);
    if (issues.length > 0) return badRequest(c, issues);
    await save(found, { travellers: JSON.stringify(travellers) });
    return answer(c, found);
  });

  routes.post(`${BASE}/services`, async (c) => {
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
    const updated = (await findPrecheckin(found.db, found.row.token))!;
    const body = describePrecheckin(updated, c.req.query('lang') ?? updated.language);
    return c.json({ ...body, TotalCostAmountLocally: body.totalCostAmountLocally });
  });

  routes.put(`${BASE}/guestregistration`, async (c) => {
    const found = await load(c, db(), 'change');
    if (found instanceof Response) return found;
    if (!stepComplete(found.row, 'travellers')) return c.json({ error: 'travellers_missing' }, 422);
    await save(found, { guest_registration_at: new Date().toISOString() });
    return answer(c, found);
  });

  routes.post(`${BASE}/confirm`, async (c) => {
    const found = await load(c, db(), 'confirm');
    if (found instanceof Response) return found;
    const missing = stepsFor(found.row.mode, c.req.query('modeAll') === 'true').filter(
      (step) => step !== 'checkin' && !stepComplete(found.row, step),
    );
    if (missing.length > 0) return c.json({ error: 'incomplete', missing }, 422);
    if (!found.row.completed_at) await save(found, { completed_at: new Date().toISOString() });
    return answer(c, found);
  });

  /** The whole pre-check-in at once (SPEC §7 POST): each part as its own step would take it. */
  routes.post(BASE, async (c) => {
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
      const { travellers, issues } = checkTravellers(body.data.travelers, found.row);
      if (issues.length > 0) return badRequest(c, issues);
      columns.travellers = JSON.stringify(travellers);
    }
    if (Object.keys(columns).length > 0) await save(found, columns);
    return answer(c, found);
  });

  return routes;
}
